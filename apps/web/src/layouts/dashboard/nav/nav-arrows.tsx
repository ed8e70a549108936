import { BaseIcon, type IconProps } from '../../../components/icons/base-icon';

/** Chevrons for nav groups and the collapse toggle (bundled SVG; mirror in rtl where needed). */
export const ChevronDownIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 15.5a1 1 0 0 1-.7-.3l-5-5a1 1 0 1 1 1.4-1.4l4.3 4.3 4.3-4.3a1 1 0 0 1 1.4 1.4l-5 5a1 1 0 0 1-.7.3Z" />
  </BaseIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M9.5 18a1 1 0 0 1-.7-1.7l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-.7.3Z" />
  </BaseIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M14.5 18a1 1 0 0 1-.7-.3l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 1 1 1.4 1.4L10.9 12l4.3 4.3a1 1 0 0 1-.7 1.7Z" />
  </BaseIcon>
);
