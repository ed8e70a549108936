import type { Chart, DashboardItem } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useChartData } from '../api/get-chart-data';
import { ChartView } from '../components/chart-view/chart-view';

/** Drawing heights of a dashboard item, in px. */
export const ITEM_HEIGHT_PX: Record<DashboardItem['height'], number> = {
  small: 220,
  medium: 320,
  large: 460,
};

/** One chart of a dashboard: its data from the server, drawn at the item's height. */
export function DashboardChartCard({ chart, height }: { chart: Chart; height: number }) {
  const { t } = useTranslation('data');
  const { data, error, refetch } = useChartData(chart.id);
  return (
    <Card sx={{ p: 2.5, height: 1 }}>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('states.retry')}
            </Button>
          }
        >
          {chart.title}: {errorMessage(t, error)}
        </Alert>
      ) : data ? (
        <ChartView
          data={data}
          type={chart.type}
          title={chart.title}
          unit={chart.unit}
          height={height}
        />
      ) : (
        <Skeleton
          variant="rounded"
          height={height}
          role="status"
          aria-label={t('states.loading')}
        />
      )}
    </Card>
  );
}
