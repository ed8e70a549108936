import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy } from 'react';
import { useAuthContext } from '../../auth/auth-context';
import { LoadOnOpen } from '../../components/load-on-open';
import { usePopupAnchor } from '../../components/use-popup-anchor';
import { initials } from '../../lib/initials';
import { retryImport } from '../../lib/retry-import';
import { useTranslation } from '../../locales/use-translation';

const AccountPopover = lazy(() =>
  retryImport(() => import('./account-popover')).then((module) => ({
    default: module.AccountPopover,
  })),
);

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Avatar button opening name, email, role and Logout (a popover loaded when it first opens). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuthContext();
  const { anchor, popupId, close, buttonProps } = usePopupAnchor();
  if (!user) return null;

  return (
    <>
      <IconButton
        aria-haspopup="true"
        {...buttonProps}
        sx={{ p: 0.25, border: (theme) => `2px solid ${theme.palette.primary.main}` }}
      >
        {/* Named by this hidden text, not aria-label: the initials stay out of the name. */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {t('account.label')}
        </Box>
        <Avatar
          aria-hidden="true"
          src={user.photoURL ?? undefined}
          alt=""
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 15,
          }}
        >
          {initials(user.displayName)}
        </Avatar>
      </IconButton>
      <LoadOnOpen open={Boolean(anchor)}>
        <AccountPopover
          id={popupId}
          anchor={anchor}
          user={user}
          onClose={close}
          onLogout={() => {
            close();
            logout();
          }}
        />
      </LoadOnOpen>
    </>
  );
}
