import type { Chart } from '@keeling/contract';
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
import { StateMessage } from '../../../components/state-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useCharts } from '../api/get-charts';
import { LoadingBlock } from '../components/page-states';
import { dataUrls } from '../utils/data-urls';

/** Every saved chart (the API answers them all: no paging), with edit and delete. */
export function ChartList({ onDelete }: { onDelete: (chart: Chart) => void }) {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const { data, isError, refetch } = useCharts();

  if (isError && !data) {
    return (
      <StateMessage
        role="alert"
        title={t('states.error')}
        onRetry={() => void refetch()}
        retryLabel={t('states.retry')}
      />
    );
  }
  if (!data) return <LoadingBlock />;
  if (data.length === 0) {
    return <StateMessage role="status" title={t('charts.empty')} text={t('charts.emptyText')} />;
  }
  return (
    <Card>
      <TableContainer>
        <Table aria-label={t('charts.heading')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('builder.title')}</TableCell>
              <TableCell>{t('builder.type')}</TableCell>
              <TableCell>{t('charts.updatedAt')}</TableCell>
              <TableCell align="right">{t('datasets.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((chart) => (
              <TableRow key={chart.id} hover>
                <TableCell>
                  <Link component={RouterLink} to={dataUrls.chart(chart.id)}>
                    {chart.title}
                  </Link>
                </TableCell>
                <TableCell>{t(`chartTypes.${chart.type}`)}</TableCell>
                <TableCell>{format.dateTime(chart.updatedAt)}</TableCell>
                <TableCell align="right">
                  <IconButton
                    aria-label={t('charts.deleteOne', { title: chart.title })}
                    onClick={() => onDelete(chart)}
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
