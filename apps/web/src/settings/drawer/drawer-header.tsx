import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/use-translation';
import { useSettingsContext } from '../settings-context';
import { CloseIcon, ResetIcon } from './drawer-icons';

/** Title, Reset (only enabled when the settings differ from the defaults) and Close. */
export function DrawerHeader({ titleId }: { titleId: string }) {
  const { t } = useTranslation('settings');
  const { canReset, onReset, onCloseDrawer } = useSettingsContext();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', py: 2, pl: 2.5, pr: 1 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {t('title')}
      </Typography>
      <Button
        size="small"
        color="inherit"
        disabled={!canReset}
        onClick={onReset}
        startIcon={<ResetIcon sx={{ fontSize: 18 }} />}
      >
        {t('reset')}
      </Button>
      <IconButton aria-label={t('close')} onClick={onCloseDrawer}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
