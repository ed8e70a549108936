import type { Co2Summary } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../locales/use-translation';
import { useChartPreview } from '../api/data-source';
import { ChartView } from '../components/chart-view/chart-view';
import { ChartViewSkeleton } from '../components/page-states';
import { EmissionsPicker } from './emissions-picker';
import { EMISSIONS_HEIGHT } from './emissions-skeleton';
import { emissionsSpec } from './emissions-spec';

type Emissions = NonNullable<Co2Summary['emissions']>;

/**
 * Annual CO2 emissions of the countries chosen in the picker (kept in the URL: `?country=`; none:
 * World and the largest emitters), the reader's controls under `emissions.`, inside
 * the section's card that `Co2Section` holds.
 */
export function EmissionsByCountry({ emissions }: { emissions: Emissions }) {
  const { t } = useTranslation('data');
  const [params, setParams] = useSearchParams();
  // `?country=` with no value: the reader emptied the picker (the chart keeps the defaults)
  const chosen = params.getAll('country').filter(Boolean);
  const picked = params.has('country') ? chosen : emissions.defaultEntities;
  const countries = chosen.length > 0 ? chosen : emissions.defaultEntities;
  const key = countries.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the countries.
  const spec = useMemo(
    () => emissionsSpec(emissions, countries, t('co2.emissionsTitle')),
    [emissions, key, t],
  );
  const { data, error } = useChartPreview(spec);
  const choose = (values: string[]) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('country');
        for (const value of values.length > 0 ? values : ['']) next.append('country', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <EmissionsPicker
        entities={emissions.entities}
        unit={emissions.unit ?? ''}
        value={picked}
        onChange={choose}
      />
      {error && !data ? (
        <Alert severity="error">{errorMessage(t, error)}</Alert>
      ) : data ? (
        <ChartView
          data={data}
          type="line"
          title={spec.title}
          unit={spec.unit}
          height={EMISSIONS_HEIGHT}
          viewKey="emissions"
        />
      ) : (
        <ChartViewSkeleton title={spec.title} height={EMISSIONS_HEIGHT} legend controls />
      )}
    </Stack>
  );
}
