import { BaseIcon, type IconProps } from './base-icon';

/** A line chart: the data pages' icon (the CO2 project in the navigation). */
export const ChartIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 19h16a1 1 0 1 1 0 2H3a1 1 0 0 1-1-1V4a1 1 0 1 1 2 0v15Zm3.7-4.3-1.4-1.4 4.2-4.2 3 3 4.8-4.8 1.4 1.4-6.2 6.2-3-3-2.8 2.8Z" />
  </BaseIcon>
);
