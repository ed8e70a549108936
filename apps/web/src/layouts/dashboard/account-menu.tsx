import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { useAuthContext } from '../../auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadOnOpen } from '../../components/load-on-open';
import { usePopupAnchor } from '../../components/use-popup-anchor';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { initials } from '../../lib/initials';
import { retryImport } from '../../lib/retry-import';
import { hasUnsavedWork } from '../../lib/unsaved-work';
import { useTranslation } from '../../locales/use-translation';

const AccountPopover = lazy(() =>
  retryImport(() => import('./account-popover')).then((module) => ({
    default: module.AccountPopover,
  })),
);

/**
 * Avatar button opening name, email, role and Logout (a popover loaded when it first opens). A
 * Logout with changes not saved yet (the editor) asks first: it removes them from this browser.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuthContext();
  const { anchor, popupId, close, buttonProps } = usePopupAnchor();
  const [isLogoutAsked, setLogoutAsked] = useState(false);
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
            if (hasUnsavedWork()) setLogoutAsked(true);
            else logout();
          }}
        />
      </LoadOnOpen>
      <ConfirmDialog
        open={isLogoutAsked}
        title={t('account.unsavedTitle')}
        text={t('account.unsavedText')}
        confirmLabel={t('account.logout')}
        cancelLabel={t('account.stay')}
        onConfirm={() => {
          setLogoutAsked(false);
          logout();
        }}
        onClose={() => setLogoutAsked(false)}
      />
    </>
  );
}
