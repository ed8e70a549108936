import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '../../locales/use-translation';
import { useSettingsContext } from '../../settings';
import { focusRing } from './focus-ring';
import { layoutConfig } from './layout-config';
import { ChevronLeftIcon, ChevronRightIcon } from './nav/nav-arrows';

/**
 * On the nav's edge (lg+ only, SPEC §2): switches between the vertical and mini layouts.
 * Not rendered in the horizontal layout.
 */
export function NavToggleButton() {
  const { t } = useTranslation();
  const { settings, onUpdate } = useSettingsContext();
  if (settings.themeLayout === 'horizontal') return null;
  const isMini = settings.themeLayout === 'mini';
  const Icon = isMini ? ChevronRightIcon : ChevronLeftIcon;
  const width = isMini ? layoutConfig.nav.mini : layoutConfig.nav.vertical;

  return (
    <IconButton
      size="small"
      aria-label={isMini ? t('nav.expand') : t('nav.collapse')}
      onClick={() => onUpdate('themeLayout', isMini ? 'vertical' : 'mini')}
      sx={(theme) => ({
        display: { xs: 'none', lg: 'inline-flex' },
        position: 'fixed',
        top: layoutConfig.header.desktop / 2 - 13,
        left: width - 13,
        zIndex: theme.zIndex.appBar + 2,
        width: 26,
        height: 26,
        p: 0.5,
        color: 'text.secondary',
        bgcolor: 'background.default',
        border: `1px solid ${alpha(theme.palette.grey[500], 0.24)}`,
        '&:hover': { color: 'text.primary', bgcolor: 'background.paper' },
        '& svg': { fontSize: 16, scale: theme.direction === 'rtl' ? '-1 1' : undefined },
        ...focusRing(theme),
      })}
    >
      <Icon />
    </IconButton>
  );
}
