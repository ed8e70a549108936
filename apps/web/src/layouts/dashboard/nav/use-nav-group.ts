import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../nav-config';
import { isItemActive, navGroupReducer } from './nav-state';

/**
 * A group's open state and its actions. `openActive`: the vertical nav starts with the active
 * group open; popover groups (mini, horizontal) start closed and close on every navigation.
 */
export function useNavGroup(item: NavItem, openActive: boolean) {
  const { pathname } = useLocation();
  const isActive = isItemActive(item, pathname);
  const [isOpen, dispatch] = useReducer(navGroupReducer, openActive && isActive);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dispatch({ type: 'navigate', isActive: openActive && isActive });
  }, [pathname, isActive, openActive]);

  return {
    isActive,
    isOpen,
    onToggle: () => dispatch({ type: 'toggle' }),
    onOpen: () => dispatch({ type: 'open' }),
    onClose: () => dispatch({ type: 'close' }),
  };
}
