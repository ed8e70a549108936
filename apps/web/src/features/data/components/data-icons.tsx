import { BaseIcon, type IconProps } from '../../../components/icons/base-icon';

/** Icons of the data screens (24×24 paths, bundled). */
const icon = (d: string) => (props: IconProps) => (
  <BaseIcon {...props}>
    <path d={d} />
  </BaseIcon>
);

export const MoreIcon = icon(
  'M12 8a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm0 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
);
export const UploadIcon = icon('M11 16h2v-6h3l-4-5-4 5h3v6Zm-6 2h14v2H5v-2Z');
export const RefreshIcon = icon(
  'M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3Z',
);
export const ArrowUpIcon = icon('M12 5 5 12l1.4 1.4 4.6-4.6V20h2V8.8l4.6 4.6L19 12l-7-7Z');
export const ArrowDownIcon = icon('M12 19 19 12l-1.4-1.4-4.6 4.6V4h-2v11.2l-4.6-4.6L5 12l7 7Z');
export const OpenIcon = icon(
  'M14 3v2h3.6l-9.8 9.8 1.4 1.4L19 6.4V10h2V3h-7Zm5 16H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-7h-2v7Z',
);
export const TuneIcon = icon(
  'M3 17v2h6v-2H3ZM3 5v2h10V5H3Zm10 16v-2h8v-2h-8v-2h-2v6h2ZM7 9v2H3v2h4v2h2V9H7Zm14 4v-2H11v2h10Zm-6-4h2V7h4V5h-4V3h-2v6Z',
);
