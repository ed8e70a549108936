import { BaseIcon, type IconProps } from './base-icon';

export const DashboardIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 13h6a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1Zm0 8h6a1 1 0 0 0 1-1v-4a1 1 0 0 0-1-1H4a1 1 0 0 0-1 1v4a1 1 0 0 0 1 1Zm10 0h6a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1Zm-1-17v4a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1Z" />
  </BaseIcon>
);

export const BlogIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-5 14H7v-2h7v2Zm3-4H7v-2h10v2Zm0-4H7V7h10v2Z" />
  </BaseIcon>
);

export const EyeIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 5C6.5 5 2.7 9.4 1.5 11.1a1.6 1.6 0 0 0 0 1.8C2.7 14.6 6.5 19 12 19s9.3-4.4 10.5-6.1a1.6 1.6 0 0 0 0-1.8C21.3 9.4 17.5 5 12 5Zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
  </BaseIcon>
);

export const EyeOffIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M3.7 2.3a1 1 0 0 0-1.4 1.4l3 3C3.6 8 2.3 9.7 1.5 11.1a1.6 1.6 0 0 0 0 1.8C2.7 14.6 6.5 19 12 19c1.9 0 3.6-.5 5-1.3l3.3 3a1 1 0 0 0 1.4-1.4l-18-18ZM12 16a4 4 0 0 1-3.5-5.9l1.5 1.5a2 2 0 0 0 2.4 2.4l1.5 1.5c-.6.3-1.2.5-1.9.5Zm10.5-3.1c-.7 1-2 2.6-3.9 3.9l-2.7-2.7A4 4 0 0 0 10.9 9L8.5 6.6C9.6 6.2 10.8 6 12 6c5.5 0 9.3 4.4 10.5 6.1a1.6 1.6 0 0 1 0 .8Z" />
  </BaseIcon>
);

export const MenuIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M4 6.5A1.5 1.5 0 0 1 5.5 5h13a1.5 1.5 0 0 1 0 3h-13A1.5 1.5 0 0 1 4 6.5Zm0 5.5a1.5 1.5 0 0 1 1.5-1.5h8a1.5 1.5 0 0 1 0 3h-8A1.5 1.5 0 0 1 4 12Zm1.5 4h13a1.5 1.5 0 0 1 0 3h-13a1.5 1.5 0 0 1 0-3Z" />
  </BaseIcon>
);

export const LogoutIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M10 4a1 1 0 0 1 0 2H6v12h4a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h5Zm6.3 3.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4l2.3-2.3H10a1 1 0 1 1 0-2h8.6l-2.3-2.3a1 1 0 0 1 0-1.4Z" />
  </BaseIcon>
);

export const ShieldIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z" />
  </BaseIcon>
);

export const MailIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M19 4H5a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h14a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3Zm0 2-6.5 4.5a1 1 0 0 1-1 0L5 6h14Z" />
  </BaseIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M18 4h-1V3a1 1 0 0 0-2 0v1H9V3a1 1 0 0 0-2 0v1H6a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h12a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3ZM5 10h14v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9Zm3 3a1 1 0 1 0 0 2 1 1 0 0 0 0-2Zm4 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
  </BaseIcon>
);

export const ClockIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm4 11h-4a1 1 0 0 1-1-1V7a1 1 0 0 1 2 0v4h3a1 1 0 0 1 0 2Z" />
  </BaseIcon>
);

export const HomeIcon = (props: IconProps) => (
  <BaseIcon {...props}>
    <path d="m21.7 11.3-9-9a1 1 0 0 0-1.4 0l-9 9A1 1 0 0 0 3 13h1v7a2 2 0 0 0 2 2h3v-6h6v6h3a2 2 0 0 0 2-2v-7h1a1 1 0 0 0 .7-1.7Z" />
  </BaseIcon>
);
