import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from '../../locales/use-translation';
import { SETTINGS_DRAWER_WIDTH } from '../settings-config';
import { useSettingsContext } from '../settings-context';
import { BaseOptions } from './base-options';
import { DrawerHeader } from './drawer-header';
import { ExitFullscreenIcon, FullscreenIcon } from './drawer-icons';
import { LayoutOptions } from './layout-options';
import { PresetOptions } from './preset-options';
import { StretchOption } from './stretch-option';
import { useFullscreen } from './use-fullscreen';

/** SPEC §2 settings drawer: right side (left in rtl: MUI flips the anchor), 280 px wide. */
export default function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const { settings, onUpdate, open, onCloseDrawer } = useSettingsContext();
  const { isFullscreen, onToggle } = useFullscreen();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onCloseDrawer}
      slotProps={{
        backdrop: { invisible: true },
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: (theme) => ({
            width: SETTINGS_DRAWER_WIDTH,
            backdropFilter: 'blur(20px)',
            bgcolor: alpha(theme.palette.background.paper, 0.9),
            boxShadow: theme.customShadows.dialog,
          }),
        },
      }}
    >
      <DrawerHeader titleId={titleId} />
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Stack spacing={3} sx={{ p: 2.5, pb: 4, overflowY: 'auto', flexGrow: 1 }}>
        <BaseOptions settings={settings} onUpdate={onUpdate} />
        <LayoutOptions value={settings.themeLayout} onChange={(v) => onUpdate('themeLayout', v)} />
        <StretchOption
          checked={settings.themeStretch}
          onChange={(v) => onUpdate('themeStretch', v)}
        />
        <PresetOptions
          value={settings.themeColorPresets}
          onChange={(v) => onUpdate('themeColorPresets', v)}
        />
        <Button
          fullWidth
          size="large"
          variant="outlined"
          color="inherit"
          onClick={onToggle}
          startIcon={isFullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        >
          {isFullscreen ? t('fullscreen.exit') : t('fullscreen.enter')}
        </Button>
      </Stack>
    </Drawer>
  );
}
