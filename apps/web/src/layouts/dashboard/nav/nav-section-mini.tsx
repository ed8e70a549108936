import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/use-translation';
import type { NavGroup } from '../nav-config';
import { NavHoverItem } from './nav-hover-item';

/** Mini nav: icon above a small title, groups open in popovers on hover. */
export function NavSectionMini({ data }: { data: NavGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ px: 0.5 }}>
      {data.map((group) => (
        <Box
          component="ul"
          key={group.subheader ?? group.items[0]?.path}
          aria-label={group.subheader ? t(group.subheader) : undefined}
          sx={{ m: 0, p: 0, pb: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          {group.items.map((item) => (
            <NavHoverItem key={item.path} item={item} variant="mini" />
          ))}
        </Box>
      ))}
    </Box>
  );
}
