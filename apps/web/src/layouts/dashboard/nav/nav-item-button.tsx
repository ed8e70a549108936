import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import { alpha, type Theme } from '@mui/material/styles';
import { lazy, type Ref, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../locales/use-translation';
import { focusRing } from '../focus-ring';
import type { NavItem } from '../nav-config';
import { navIcons } from '../nav-icons';
import { ChevronDownIcon, ChevronRightIcon } from './nav-arrows';
import { type NavVariant, navItemSx } from './nav-item-styles';

/** Loaded apart: the first load stays without the chat's schemas. */
const ChatUnreadBadge = lazy(() => import('./chat-unread-badge'));
const MailUnreadBadge = lazy(() => import('./mail-unread-badge'));

export interface NavItemButtonProps {
  item: NavItem;
  variant: NavVariant;
  isActive: boolean;
  /** Set for a group: the item is a button that shows or hides its children. */
  group?: { isOpen: boolean; controls: string; onClick: () => void };
  ref?: Ref<HTMLDivElement>;
}

/** One nav entry: a link, or a disclosure button for an item with children. */
export function NavItemButton({ item, variant, isActive, group, ref }: NavItemButtonProps) {
  const { t } = useTranslation();
  const Icon = item.icon ? navIcons[item.icon] : null;
  const isMini = variant === 'mini';
  const Arrow = variant === 'vertical' || variant === 'sub' ? ChevronDownIcon : ChevronRightIcon;
  const linkProps = group
    ? {
        component: 'button' as const,
        onClick: group.onClick,
        'aria-expanded': group.isOpen,
        'aria-controls': group.controls,
      }
    : {
        component: RouterLink,
        to: item.path,
        'aria-current': isActive && !group ? ('page' as const) : undefined,
      };

  return (
    <ListItemButton
      ref={ref}
      {...linkProps}
      disabled={item.disabled}
      sx={(theme: Theme) => ({
        ...navItemSx(theme, variant, isActive),
        ...focusRing(theme),
        '&:hover': isActive ? { bgcolor: alpha(theme.palette.primary.main, 0.16) } : undefined,
      })}
    >
      {Icon && <Icon className="nav-icon" />}
      {!Icon && variant === 'sub' && <Box className="nav-dot" aria-hidden="true" />}
      <Box className="nav-texts">
        <Box component="span" className="nav-title">
          {t(item.title)}
        </Box>
        {item.caption && !isMini && (
          <Box component="span" className="nav-caption">
            {t(item.caption)}
          </Box>
        )}
      </Box>
      {item.info && !isMini && (
        <Box component="span" className="nav-info">
          {item.info}
        </Box>
      )}
      {item.badge === 'chatUnread' && !isMini && (
        <Suspense fallback={null}>
          <ChatUnreadBadge />
        </Suspense>
      )}
      {item.badge === 'mailUnread' && !isMini && (
        <Suspense fallback={null}>
          <MailUnreadBadge />
        </Suspense>
      )}
      {group && (
        <Arrow
          className="nav-arrow"
          sx={{
            transform:
              variant === 'vertical' || variant === 'sub'
                ? group.isOpen
                  ? 'rotate(180deg)'
                  : 'none'
                : undefined,
          }}
        />
      )}
    </ListItemButton>
  );
}
