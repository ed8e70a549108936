import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../locales/use-translation';
import { useChartPreview } from '../api/data-source';
import { ChartView } from '../components/chart-view/chart-view';
import { type ChartFormValues, previewSpec } from './chart-form';

const PREVIEW_DEBOUNCE_MS = 400;

/** The chart as it stands in the form, drawn from the server once the typing has settled. */
export function ChartPreview() {
  const { t } = useTranslation('data');
  const { control } = useFormContext<ChartFormValues>();
  const values = useWatch({ control }) as ChartFormValues;
  const key = JSON.stringify(values);
  const settled = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const spec = useMemo(() => previewSpec(JSON.parse(settled)), [settled]);
  const { data, error, isFetching } = useChartPreview(spec);

  if (!spec) {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>
        {t('builder.previewIncomplete')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} aria-busy={isFetching}>
      <LinearProgress
        aria-label={t('builder.previewLoading')}
        sx={{ visibility: isFetching ? 'visible' : 'hidden' }}
      />
      {error && <Alert severity="error">{errorMessage(t, error)}</Alert>}
      {data && (
        <ChartView
          data={data}
          type={spec.type}
          title={spec.title}
          unit={spec.unit}
          viewKey=""
          kpi={spec.kpi}
        />
      )}
    </Stack>
  );
}
