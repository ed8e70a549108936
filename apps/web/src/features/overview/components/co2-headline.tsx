import type { Co2Summary } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { ClockIcon } from '../../../components/icons';
import { ChartIcon } from '../../../components/icons/data-icons';
import { errorMessage } from '../../../lib/error-message';
import { dateTimeFormatFor } from '../../../locales/format';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useCo2Headline } from '../api/get-co2-headline';
import { SummaryCard } from './summary-card';

const CELL = { xs: 12, sm: 6, lg: 3 } as const;

const TONES = ['primary', 'secondary', 'info', 'warning'] as const;

/** Figures of a typical length: the cards' placeholders take their size (and wrapping). */
const SAMPLE: Co2Summary = {
  latest: { value: 422.22, date: '2000-09-01' },
  changeOneYear: { value: 2.22, from: '2000-09-01', to: '2000-09-01' },
  changeTenYears: { value: 22.22, from: '2000-09-01', to: '2000-09-01' },
  growthRate: { value: 2.22, date: '2000-01-01' },
  annualMean: null,
  keelingCurve: [],
  keelingNotes: [],
  emissions: null,
  sources: [],
};

/** The figures of the headline, those the API has (a figure is null until its data is loaded). */
function useFigures(co2: Co2Summary) {
  const { t } = useTranslation('overview');
  const format = useLocaleFormat();
  const monthFormat = dateTimeFormatFor(format.locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = (date: string) => monthFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  const ppm = (value: number, sign = false) =>
    t('co2.ppm', {
      value: format.number(value, {
        maximumFractionDigits: 2,
        signDisplay: sign ? 'exceptZero' : 'auto',
      }),
    });
  return [
    co2.latest && {
      title: t('co2.latest'),
      value: ppm(co2.latest.value),
      caption: month(co2.latest.date),
    },
    co2.changeOneYear && {
      title: t('co2.changeOneYear'),
      value: ppm(co2.changeOneYear.value, true),
      caption: t('co2.since', { date: month(co2.changeOneYear.from) }),
    },
    co2.changeTenYears && {
      title: t('co2.changeTenYears'),
      value: ppm(co2.changeTenYears.value, true),
      caption: t('co2.since', { date: month(co2.changeTenYears.from) }),
    },
    co2.growthRate && {
      title: t('co2.growthRate'),
      value: t('co2.perYear', { value: ppm(co2.growthRate.value, true) }),
      caption: t('co2.inYear', { year: co2.growthRate.date.slice(0, 4) }),
    },
  ].filter((figure): figure is { title: string; value: string; caption: string } =>
    Boolean(figure),
  );
}

/** The CO2 headline figures from /api/dashboard/co2, as the front page's first row. */
export function Co2Headline() {
  const { t } = useTranslation('overview');
  const { data, error } = useCo2Headline();
  const figures = useFigures(data ?? SAMPLE);

  if (error && !data) {
    return (
      <Grid size={12}>
        <Alert severity="error">{errorMessage(t, error)}</Alert>
      </Grid>
    );
  }
  if (data && figures.length === 0) {
    return (
      <Grid size={12}>
        <Alert severity="info">{t('co2.noFigures')}</Alert>
      </Grid>
    );
  }
  return figures.map((figure, i) => (
    <Grid key={figure.title} size={CELL}>
      <SummaryCard
        {...figure}
        loadingLabel={data ? undefined : t('loading')}
        icon={i === 0 ? <ChartIcon /> : <ClockIcon />}
        tone={TONES[i % TONES.length]}
      />
    </Grid>
  ));
}
