import { BaseIcon, type IconProps } from '../../../components/icons/base-icon';

/** A card's drag handle: six dots (24×24, bundled). */
export function DragIcon(props: IconProps) {
  return (
    <BaseIcon {...props}>
      <path d="M9 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM9 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM9 16a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm6 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z" />
    </BaseIcon>
  );
}
