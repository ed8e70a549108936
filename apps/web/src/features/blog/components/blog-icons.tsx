import { BaseIcon, type IconProps } from '../../../components/icons/base-icon';

/**
 * The blog screens' own icons (24×24 paths, bundled, no icon font); the list and form actions'
 * icons are shared (components/icons/action-icons.tsx), re-exported here for the blog's screens.
 */
export { DeleteIcon, EditIcon, PlusIcon } from '../../../components/icons/action-icons';

const icon = (d: string) => (props: IconProps) => (
  <BaseIcon {...props}>
    <path d={d} />
  </BaseIcon>
);

export const DownloadIcon = icon('M5 20h14v-2H5v2ZM19 9h-4V3H9v6H5l7 7 7-7Z');
export const ArrowBackIcon = icon('M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z');
export const HistoryIcon = icon(
  'M13 3a9 9 0 0 0-9 9H1l3.9 3.9L9 12H6a7 7 0 1 1 2 4.9l-1.4 1.4A9 9 0 1 0 13 3Zm-1 5v5l4.3 2.5.7-1.2-3.5-2.1V8H12Z',
);
