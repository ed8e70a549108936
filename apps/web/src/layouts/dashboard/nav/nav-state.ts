import { isActivePath, type NavItem } from '../nav-config';

/** An item is active on its own path or when any descendant is (the parent of an active child). */
export function isItemActive(item: NavItem, pathname: string): boolean {
  if (isActivePath(item.path, pathname)) return true;
  return item.children?.some((child) => isItemActive(child, pathname)) ?? false;
}

export function hasChildren(item: NavItem): item is NavItem & { children: NavItem[] } {
  return Boolean(item.children?.length);
}

export type NavGroupAction =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'navigate'; isActive: boolean };

/**
 * Open state of a group with children (SPEC §4): toggled by click (vertical) or opened/closed by
 * hover (mini, horizontal); on navigation it collapses unless it holds the active route.
 */
export function navGroupReducer(isOpen: boolean, action: NavGroupAction): boolean {
  switch (action.type) {
    case 'toggle':
      return !isOpen;
    case 'open':
      return true;
    case 'close':
      return false;
    case 'navigate':
      return action.isActive;
  }
}
