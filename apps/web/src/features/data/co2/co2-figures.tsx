import type { Co2Summary } from '@keeling/contract';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { xFormatter } from '../utils/x-format';

function Figure({ label, value, caption }: { label: string; value: ReactNode; caption: string }) {
  return (
    <Card component="section" aria-label={label} sx={{ p: 3, height: 1 }}>
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

/** The headline: latest ppm at Mauna Loa, its change over one and ten years, the growth rate. */
export function Co2Figures({ co2 }: { co2: Co2Summary }) {
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
  const figures = [
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

  if (figures.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>{t('co2.noFigures')}</Typography>;
  }
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
