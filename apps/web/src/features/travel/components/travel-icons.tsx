import { BaseIcon, type IconProps } from '../../../components/icons/base-icon';

/** The travel screens' own icons (24×24 paths, bundled). */
export const ChartIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M5 9h3v11H5V9Zm5.5-5h3v16h-3V4ZM16 13h3v7h-3v-7Z" />
  </BaseIcon>
);

/** A chevron pointing down: a folded section that opens. */
export const ExpandIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6-1.4-1.4Z" />
  </BaseIcon>
);
