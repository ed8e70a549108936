import Badge from '@mui/material/Badge';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { useTranslation } from '../locales/use-translation';
import { useSettingsContext } from './settings-context';
import { SettingsIcon } from './settings-icons';

/**
 * Opens the settings drawer (header and compact layout). A dot badge (data-testid
 * 'settings-badge') shows while the settings differ from the defaults (SPEC §2).
 */
export function SettingsButton({ sx, ...props }: Omit<IconButtonProps, 'onClick'>) {
  const { t } = useTranslation('settings');
  const { canReset, open, onToggleDrawer } = useSettingsContext();
  const icon = <SettingsIcon sx={{ fontSize: 22 }} />;
  return (
    <IconButton
      aria-label={t('open')}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={onToggleDrawer}
      sx={sx}
      {...props}
    >
      {canReset ? (
        <Badge
          variant="dot"
          color="error"
          overlap="circular"
          slotProps={{ badge: { 'data-testid': 'settings-badge' } as object }}
        >
          {icon}
        </Badge>
      ) : (
        icon
      )}
    </IconButton>
  );
}
