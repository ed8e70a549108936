import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CHART_LEGEND_PX } from '../../../components/charts/lazy-chart';
import { StateMessage } from '../../../components/state-message';
import { errorCodeOf, isHttpError } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';

/** A card-shaped placeholder while a screen's data loads. */
export function LoadingBlock({ height = 240 }: { height?: number }) {
  const { t } = useTranslation('data');
  return (
    <Stack role="status" aria-label={t('states.loading')} spacing={2}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={height} />
    </Stack>
  );
}

/**
 * The provenance footer's three lines (source, licence, citation) and their skeleton lines: one
 * each on a wide card; on a phone they wrap, as the seeded sources' do, to two, two and three.
 */
const FOOTER = [
  { key: 'source', widths: ['55%', '30%'] },
  { key: 'licence', widths: ['45%', '60%'] },
  { key: 'citation', widths: ['85%', '90%', '40%'] },
];

interface ChartViewSkeletonProps {
  /** The chart's title when it is known before its data, else a line of skeleton. */
  title?: string;
  /** The drawing's height (ChartView's `height`), px. */
  height: number;
  /** A legend row above the drawing (a line, area or bar chart of two series or more). */
  legend?: boolean;
  /** The reader's controls above the drawing (a line, area or bar chart with a `viewKey`). */
  controls?: boolean;
}

/** The reader's controls' height at full width: a row of fields, then the tabs, px. */
export const READER_CONTROLS_PX = 100;

/**
 * A chart while it or its data loads, laid out as `ChartView` (title row, drawing, provenance
 * footer) so that the chart takes its place without moving what is below.
 */
export function ChartViewSkeleton({
  title,
  height,
  legend = false,
  controls = false,
}: ChartViewSkeletonProps) {
  const { t } = useTranslation('data');
  return (
    <Stack role="status" aria-label={t('states.loading')} spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 40 }}>
        <Typography variant="h6" component="p" sx={{ flexGrow: 1, minWidth: 0 }}>
          {title ?? <Skeleton width="40%" />}
        </Typography>
      </Stack>
      {controls && <Skeleton variant="rounded" height={READER_CONTROLS_PX} />}
      <Skeleton variant="rounded" height={height + (legend ? CHART_LEGEND_PX : 0)} />
      <Stack spacing={0.25}>
        {FOOTER.map(({ key, widths }) => (
          <Typography key={key} variant="caption">
            {widths.map((width, line) => (
              <Skeleton
                key={width}
                width={width}
                sx={line > 0 ? { display: { xs: 'block', sm: 'none' } } : undefined}
              />
            ))}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

/** A part of a page whose read failed, inside the page: the error and a retry. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('data');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A read that failed: "not found" for a 404, else the error with a retry. */
export function LoadError({ error, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('data');
  const isMissing =
    isHttpError(error) && (error.status === 404 || errorCodeOf(error) === 'common.not_found');
  return isMissing ? (
    <StateMessage role="alert" title={t('states.notFound')} />
  ) : (
    <StateMessage
      role="alert"
      title={t('states.error')}
      onRetry={onRetry}
      retryLabel={t('states.retry')}
    />
  );
}

/** What a viewer sees on a management screen. */
export function ForbiddenState() {
  const { t } = useTranslation('data');
  return <StateMessage role="alert" title={t('states.forbidden')} />;
}
