import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import { useId } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../nav-config';
import { NavItemButton } from './nav-item-button';
import { hasChildren, isItemActive } from './nav-state';
import { useNavGroup } from './use-nav-group';

function NavGroupVertical({
  item,
  depth,
}: {
  item: NavItem & { children: NavItem[] };
  depth: number;
}) {
  const listId = useId();
  const { isActive, isOpen, onToggle } = useNavGroup(item, true);
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <NavItemButton
        item={item}
        variant={depth === 0 ? 'vertical' : 'sub'}
        isActive={isActive}
        group={{ isOpen, controls: listId, onClick: onToggle }}
      />
      <Collapse in={isOpen} unmountOnExit>
        <NavListVertical id={listId} items={item.children} depth={depth + 1} />
      </Collapse>
    </Box>
  );
}

/** Vertical items: groups expand and collapse on click (SPEC §4); children are indented. */
export function NavListVertical({
  items,
  depth = 0,
  id,
}: {
  items: NavItem[];
  depth?: number;
  id?: string;
}) {
  const { pathname } = useLocation();
  return (
    <Box
      component="ul"
      id={id}
      sx={{
        p: 0,
        m: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        ...(depth > 0 && { ps: 1.5, pt: 0.5 }),
      }}
    >
      {items.map((item) =>
        hasChildren(item) ? (
          <NavGroupVertical key={item.path} item={item} depth={depth} />
        ) : (
          <Box component="li" key={item.path} sx={{ listStyle: 'none' }}>
            <NavItemButton
              item={item}
              variant={depth === 0 ? 'vertical' : 'sub'}
              isActive={isItemActive(item, pathname)}
            />
          </Box>
        ),
      )}
    </Box>
  );
}
