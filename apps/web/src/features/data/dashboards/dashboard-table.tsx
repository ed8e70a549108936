import type { DashboardSummary } from '@keeling/contract';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { DeleteIcon } from '../../../components/icons/action-icons';
import { paths } from '../../../config/paths';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { OpenIcon } from '../components/data-icons';
import { dataUrls } from '../utils/data-urls';

interface DashboardTableProps {
  items: DashboardSummary[];
  onDelete: (dashboard: DashboardSummary) => void;
}

/** The dashboards to manage: edit (title), open, delete. */
export function DashboardTable({ items, onDelete }: DashboardTableProps) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  return (
    <Card>
      <TableContainer>
        <Table aria-label={t('dashboards.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboards.title')}</TableCell>
              <TableCell>{t('dashboards.slug')}</TableCell>
              <TableCell align="right">{t('dashboards.chartCount')}</TableCell>
              <TableCell>{t('charts.updatedAt')}</TableCell>
              <TableCell align="right">{t('datasets.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((dashboard) => (
              <TableRow key={dashboard.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={dataUrls.dashboard(dashboard.slug)}>
                    {dashboard.title}
                  </Link>
                </TableCell>
                <TableCell>{dashboard.slug}</TableCell>
                <TableCell align="right">{format.number(dashboard.chartCount)}</TableCell>
                <TableCell>{format.dateTime(dashboard.updatedAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    component={RouterLink}
                    to={paths.dashboard.project(dashboard.slug)}
                    aria-label={t('dashboards.openOne', { title: dashboard.title })}
                  >
                    <OpenIcon />
                  </IconButton>
                  <IconButton
                    aria-label={t('dashboards.deleteOne', { title: dashboard.title })}
                    onClick={() => onDelete(dashboard)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
