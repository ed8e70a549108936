import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface MenuAction {
  key: string;
  label: string;
  onSelect: () => void;
}

interface ActionMenuProps {
  anchor: HTMLElement | null;
  actions: MenuAction[];
  onClose: () => void;
}

/**
 * The popup of a card's "Move to…" menu and of a column's menu: its own chunk (MUI's Menu,
 * Popover and Modal), loaded when a menu first opens (`lazy-parts.ts`).
 */
export function ActionMenu({ anchor, actions, onClose }: ActionMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          onClick={() => {
            onClose();
            action.onSelect();
          }}
        >
          {action.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
