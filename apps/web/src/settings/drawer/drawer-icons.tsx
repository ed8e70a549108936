import { BaseIcon, type IconProps } from '../../components/icons/base-icon';

export const SunIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5a1 1 0 0 1 1 1v1.5a1 1 0 0 1-2 0V3a1 1 0 0 1 1-1Zm0 17.5a1 1 0 0 1 1 1V21a1 1 0 0 1-2 0v-.5a1 1 0 0 1 1-1ZM3 11h1.5a1 1 0 0 1 0 2H3a1 1 0 0 1 0-2Zm16.5 0H21a1 1 0 0 1 0 2h-1.5a1 1 0 0 1 0-2ZM5.6 4.2l1.1 1.1a1 1 0 0 1-1.4 1.4L4.2 5.6a1 1 0 0 1 1.4-1.4Zm13.1 13.1 1.1 1.1a1 1 0 0 1-1.4 1.4l-1.1-1.1a1 1 0 0 1 1.4-1.4ZM18.4 4.2a1 1 0 0 1 1.4 1.4l-1.1 1.1a1 1 0 0 1-1.4-1.4l1.1-1.1ZM5.3 17.3a1 1 0 0 1 1.4 1.4l-1.1 1.1a1 1 0 0 1-1.4-1.4l1.1-1.1Z" />
  </BaseIcon>
);

export const MoonIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12.3 2a1 1 0 0 1 .5 1.7 6.5 6.5 0 0 0 7.5 10.3 1 1 0 0 1 1.6 1A10 10 0 1 1 12.3 2Z" />
  </BaseIcon>
);

export const ContrastIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18V4a8 8 0 0 1 0 16Z" />
  </BaseIcon>
);

export const AlignLeftIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 5h16a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Zm0 4h10a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Zm0 4h16a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Zm0 4h10a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Z" />
  </BaseIcon>
);

export const AlignRightIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 5h16a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Zm6 4h10a1 1 0 0 1 0 2H10a1 1 0 0 1 0-2Zm-6 4h16a1 1 0 0 1 0 2H4a1 1 0 0 1 0-2Zm6 4h10a1 1 0 0 1 0 2H10a1 1 0 0 1 0-2Z" />
  </BaseIcon>
);

export const CloseIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M6.7 5.3 12 10.6l5.3-5.3a1 1 0 1 1 1.4 1.4L13.4 12l5.3 5.3a1 1 0 0 1-1.4 1.4L12 13.4l-5.3 5.3a1 1 0 0 1-1.4-1.4l5.3-5.3-5.3-5.3a1 1 0 0 1 1.4-1.4Z" />
  </BaseIcon>
);

export const ResetIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 4a8 8 0 1 1-7.7 10.1 1 1 0 1 1 1.9-.5A6 6 0 1 0 7.8 7.7H10a1 1 0 0 1 0 2H5a1 1 0 0 1-1-1V3.7a1 1 0 0 1 2 0v2.5A8 8 0 0 1 12 4Z" />
  </BaseIcon>
);

export const FullscreenIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 4h5a1 1 0 0 1 0 2H6v3a1 1 0 0 1-2 0V5a1 1 0 0 1 1-1Zm11 0h4a1 1 0 0 1 1 1v4a1 1 0 0 1-2 0V6h-3a1 1 0 0 1 0-2ZM5 14a1 1 0 0 1 1 1v3h3a1 1 0 0 1 0 2H5a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1Zm14 0a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1h-4a1 1 0 0 1 0-2h3v-3a1 1 0 0 1 1-1Z" />
  </BaseIcon>
);

export const ExitFullscreenIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M9 4a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1 0-2h3V5a1 1 0 0 1 1-1Zm6 0a1 1 0 0 1 1 1v3h3a1 1 0 0 1 0 2h-4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1ZM5 14h4a1 1 0 0 1 1 1v4a1 1 0 0 1-2 0v-3H5a1 1 0 0 1 0-2Zm10 0h4a1 1 0 0 1 0 2h-3v3a1 1 0 0 1-2 0v-4a1 1 0 0 1 1-1Z" />
  </BaseIcon>
);
