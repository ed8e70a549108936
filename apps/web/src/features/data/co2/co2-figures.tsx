import type { Co2Summary } from '@keeling/contract';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { xFormatter } from '../utils/x-format';

interface FigureProps {
  label: string;
  value: ReactNode;
  caption: ReactNode;
  /** Drawn while the figures load: a plain card, not yet a named region. */
  placeholder?: boolean;
}

function Figure({ label, value, caption, placeholder = false }: FigureProps) {
  return (
    <Card
      component={placeholder ? 'div' : 'section'}
      aria-label={placeholder ? undefined : label}
      sx={{ p: 3, height: 1 }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ my: 1 }}>
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Card>
  );
}

function FigureGrid({ figures }: { figures: FigureProps[] }) {
  return (
    <Grid container spacing={3}>
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Figure {...figure} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Figures of a typical length, to give the placeholders the shape (and wrapping) of the real ones. */
const SAMPLE: Co2Summary = {
  latest: { value: 422.22, date: '2000-01-01' },
  changeOneYear: { value: 2.22, from: '2000-01-01', to: '2000-01-01' },
  changeTenYears: { value: 22.22, from: '2000-01-01', to: '2000-01-01' },
  growthRate: { value: 2.22, date: '2000-01-01' },
  annualMean: null,
  keelingCurve: [],
  keelingNotes: [],
  emissions: null,
  sources: [],
};

/** The headline's figures as label, value and caption, in the reader's language. */
function useFigures(co2: Co2Summary): { label: string; value: string; caption: string }[] {
  const { t } = useTranslation('data');
  const format = useLocaleFormat();
  const ppm = (value: number, sign = false) =>
    t('co2.ppm', {
      value: format.number(value, {
        maximumFractionDigits: 2,
        signDisplay: sign ? 'exceptZero' : 'auto',
      }),
    });
  const month = xFormatter('month', format.locale);
  return [
    co2.latest && {
      label: t('co2.latest'),
      value: ppm(co2.latest.value),
      caption: t('co2.latestAt', { date: month(co2.latest.date) }),
    },
    co2.changeOneYear && {
      label: t('co2.changeOneYear'),
      value: ppm(co2.changeOneYear.value, true),
      caption: t('co2.since', { date: month(co2.changeOneYear.from) }),
    },
    co2.changeTenYears && {
      label: t('co2.changeTenYears'),
      value: ppm(co2.changeTenYears.value, true),
      caption: t('co2.since', { date: month(co2.changeTenYears.from) }),
    },
    co2.growthRate && {
      label: t('co2.growthRate'),
      value: t('co2.perYear', { value: ppm(co2.growthRate.value, true) }),
      caption: t('co2.inYear', { year: co2.growthRate.date.slice(0, 4) }),
    },
  ].filter((figure) => Boolean(figure)) as { label: string; value: string; caption: string }[];
}

/**
 * The four cards while the figures load: the labels, and skeletons the size of typical values
 * and captions (a skeleton takes its hidden text's size, so a value that wraps on a narrow card
 * wraps here too), so that the figures take their place without moving what is below.
 */
export function Co2FiguresSkeleton() {
  const figures = useFigures(SAMPLE);
  return (
    <FigureGrid
      figures={figures.map(({ label, value, caption }) => ({
        label,
        value: (
          <Skeleton>
            <span>{value}</span>
          </Skeleton>
        ),
        caption: (
          <Skeleton>
            <span>{caption}</span>
          </Skeleton>
        ),
        placeholder: true,
      }))}
    />
  );
}

/** The headline: latest ppm at Mauna Loa, its change over one and ten years, the growth rate. */
export function Co2Figures({ co2 }: { co2: Co2Summary }) {
  const { t } = useTranslation('data');
  const figures = useFigures(co2);
  if (figures.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('co2.noFigures')}</Typography>;
  }
  return <FigureGrid figures={figures} />;
}
