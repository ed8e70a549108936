import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useRecentImports } from '../api/get-recent-imports';
import { ListCard } from './list-card';

/** The data sets with their size and import date; editors open them, viewers read them. */
export function RecentImports({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const { data, error } = useRecentImports();
  return (
    <ListCard
      title={t('imports.title')}
      empty={t('imports.empty')}
      count={data?.length}
      error={error}
    >
      {data?.map((dataset) => {
        const primary = dataset.name;
        const secondary = t('imports.line', {
          rows: format.number(dataset.rowCount),
          date: dataset.importedAt ? format.date(dataset.importedAt) : '—',
        });
        const to = `${paths.dashboard.management.dataSet}?id=${encodeURIComponent(dataset.id)}`;
        return canManage ? (
          // a list's rows are its items (li); the link sits inside one
          <ListItem key={dataset.id} disablePadding>
            <ListItemButton component={RouterLink} to={to}>
              <ListItemText primary={primary} secondary={secondary} />
            </ListItemButton>
          </ListItem>
        ) : (
          <ListItem key={dataset.id}>
            <ListItemText primary={primary} secondary={secondary} />
          </ListItem>
        );
      })}
    </ListCard>
  );
}
