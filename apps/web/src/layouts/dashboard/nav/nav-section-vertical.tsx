import Box from '@mui/material/Box';
import { useTranslation } from '../../../locales/use-translation';
import type { NavGroup } from '../nav-config';
import { NavListVertical } from './nav-list-vertical';

/** The side nav's groups: an optional subheader above each group's items. */
export function NavSectionVertical({ data }: { data: NavGroup[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ px: 2 }}>
      {data.map((group) => (
        <Box component="section" key={group.subheader ?? group.items[0]?.path} sx={{ mb: 2 }}>
          {group.subheader && (
            <Box
              component="h3"
              sx={{
                typography: 'overline',
                fontSize: 11,
                color: 'text.secondary',
                lineHeight: 1,
                m: 0,
                px: 1.5,
                pt: 2,
                pb: 1,
              }}
            >
              {t(group.subheader)}
            </Box>
          )}
          <NavListVertical items={group.items} />
        </Box>
      ))}
    </Box>
  );
}
