import { BaseIcon, type IconProps } from '../icons/base-icon';

/** The rich-text editor's toolbar icons (24×24 paths, bundled, no icon font). */
const icon = (d: string) => (props: IconProps) => (
  <BaseIcon {...props}>
    <path d={d} />
  </BaseIcon>
);

export const BoldIcon = icon(
  'M15.6 10.8A3.9 3.9 0 0 0 14 4H7v16h7.5a4 4 0 0 0 1.1-9.2ZM10 6.5h3.5a1.5 1.5 0 0 1 0 3H10v-3Zm4 11h-4v-3h4a1.5 1.5 0 0 1 0 3Z',
);
export const ItalicIcon = icon('M10 4v3h2.2l-3.4 10H6v3h8v-3h-2.2l3.4-10H18V4h-8Z');
export const HeadingIcon = icon('M5 4v16h3v-7h8v7h3V4h-3v6H8V4H5Z');
export const BulletListIcon = icon(
  'M4 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm0-6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm0 12a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM7 19h14v-2H7v2Zm0-6h14v-2H7v2Zm0-8v2h14V5H7Z',
);
export const OrderedListIcon = icon(
  'M2 17h2v.5H3v1h1v.5H2v1h3v-4H2v1Zm1-9h1V4H2v1h1v3Zm-1 3h1.8L2 13.1v.9h3v-1H3.2L5 10.9V10H2v1Zm5-6v2h14V5H7Zm0 14h14v-2H7v2Zm0-6h14v-2H7v2Z',
);
export const QuoteIcon = icon('M6 17h3l2-4V7H5v6h3l-2 4Zm8 0h3l2-4V7h-6v6h3l-2 4Z');
export const CodeIcon = icon(
  'M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6 1.4-1.4Zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6-1.4-1.4Z',
);
export const LinkIcon = icon(
  'M3.9 12A3.1 3.1 0 0 1 7 8.9h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12ZM8 13h8v-2H8v2Zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10Z',
);
export const ImageIcon = icon(
  'M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z',
);
export const UndoIcon = icon(
  'M12.5 8c-2.6 0-5 1-6.9 2.6L2 7v9h9l-3.6-3.6A8 8 0 0 1 20.1 16l2.4-.8A10.5 10.5 0 0 0 12.5 8Z',
);
export const RedoIcon = icon(
  'M18.4 10.6A10.5 10.5 0 0 0 1.5 15.2l2.4.8a8 8 0 0 1 12.7-3.6L13 16h9V7l-3.6 3.6Z',
);
