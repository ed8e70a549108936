import { BaseIcon, type IconProps } from './base-icon';

/** Icons of list and form actions shared by several features (24×24 paths, bundled). */
const icon = (d: string) => (props: IconProps) => (
  <BaseIcon {...props}>
    <path d={d} />
  </BaseIcon>
);

export const SearchIcon = icon(
  'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.3 4.3a1 1 0 0 1-1.4 1.4l-4.3-4.3A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z',
);
export const CloseIcon = icon(
  'M18.3 5.7a1 1 0 0 0-1.4 0L12 10.6 7.1 5.7a1 1 0 0 0-1.4 1.4l4.9 4.9-4.9 4.9a1 1 0 1 0 1.4 1.4l4.9-4.9 4.9 4.9a1 1 0 0 0 1.4-1.4L13.4 12l4.9-4.9a1 1 0 0 0 0-1.4Z',
);
export const EditIcon = icon(
  'M3 17.2V21h3.8l11-11.1-3.7-3.7L3 17.2Zm17.7-10.1a1 1 0 0 0 0-1.4l-2.4-2.4a1 1 0 0 0-1.4 0l-1.8 1.8 3.7 3.8 1.9-1.8Z',
);
export const DeleteIcon = icon(
  'M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12ZM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4Z',
);
export const PlusIcon = icon('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6v2Z');
