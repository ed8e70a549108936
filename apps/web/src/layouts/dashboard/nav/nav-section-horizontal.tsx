import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/use-translation';
import type { NavGroup } from '../nav-config';
import { NavHoverItem } from './nav-hover-item';

/** The horizontal bar's items: one row, groups open their children in popovers on hover. */
export function NavSectionHorizontal({ data }: { data: NavGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 1 }}
    >
      {data.map((group) => (
        <Box
          component="ul"
          key={group.subheader ?? group.items[0]?.path}
          aria-label={group.subheader ? t(group.subheader) : undefined}
          sx={{ m: 0, p: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          {group.items.map((item) => (
            <NavHoverItem key={item.path} item={item} variant="horizontal" />
          ))}
        </Box>
      ))}
    </Box>
  );
}
