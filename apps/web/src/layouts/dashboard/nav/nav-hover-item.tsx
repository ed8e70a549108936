import Box from '@mui/material/Box';
import { type FocusEvent, type KeyboardEvent, lazy, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { LoadOnOpen } from '../../../components/load-on-open';
import { retryImport } from '../../../lib/retry-import';
import type { NavItem } from '../nav-config';
import { NavItemButton } from './nav-item-button';
import type { NavVariant } from './nav-item-styles';
import { hasChildren, isItemActive } from './nav-state';
import { useNavGroup } from './use-nav-group';

/** The group's popover loads when a group first opens. */
const NavHoverPopup = lazy(() =>
  retryImport(() => import('./nav-hover-popup')).then((module) => ({
    default: module.NavHoverPopup,
  })),
);

interface NavHoverItemProps {
  item: NavItem;
  /** The root look: 'mini' or 'horizontal'; nested entries use 'popup'. */
  variant: NavVariant;
}

/**
 * A mini/horizontal entry. A group opens its children in a popover on hover (SPEC §4) or on
 * click/Enter; Escape or moving focus away closes it. The popover stays next to its button in
 * the DOM, so Tab walks into it.
 */
export function NavHoverItem({ item, variant }: NavHoverItemProps) {
  const { pathname } = useLocation();
  if (!hasChildren(item)) {
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <NavItemButton item={item} variant={variant} isActive={isItemActive(item, pathname)} />
      </Box>
    );
  }
  return <NavHoverGroup item={item} variant={variant} />;
}

function NavHoverGroup({
  item,
  variant,
}: {
  item: NavItem & { children: NavItem[] };
  variant: NavVariant;
}) {
  const listId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const { isActive, isOpen, onToggle, onOpen, onClose } = useNavGroup(item, false);
  const placement = variant === 'horizontal' ? 'bottom-start' : 'right-start';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onClose();
      anchorRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', position: 'relative' }}
      onMouseEnter={onOpen}
      onMouseLeave={onClose}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavItemButton
        ref={anchorRef}
        item={item}
        variant={variant}
        isActive={isActive}
        group={{ isOpen, controls: listId, onClick: onToggle }}
      />
      <LoadOnOpen open={isOpen}>
        <NavHoverPopup open={isOpen} anchorEl={anchorRef.current} placement={placement}>
          <Box component="ul" id={listId} sx={{ m: 0, p: 0, display: 'grid', gap: 0.25 }}>
            {item.children.map((child) => (
              <NavHoverItem key={child.path} item={child} variant="popup" />
            ))}
          </Box>
        </NavHoverPopup>
      </LoadOnOpen>
    </Box>
  );
}
