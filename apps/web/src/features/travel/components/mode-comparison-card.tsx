import type { Trip } from '@keeling/contract';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useMemo } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { modeComparison } from '../utils/mode-comparison';
import { tripModeLabel } from '../utils/trip-mode-label';
import { ModeComparisonChart } from './mode-comparison-chart';

/** The chosen trip's footprint by every mode: a bar chart and the same figures as a table. */
export function ModeComparisonCard({ trip }: { trip: Trip }) {
  const { t } = useTranslation('travel');
  const format = useLocaleFormat();
  const titleId = useId();
  const bars = useMemo(() => modeComparison(trip), [trip]);
  const kg = (value: number) => format.number(value, { maximumFractionDigits: value < 10 ? 1 : 0 });
  const percent = (ratio: number) =>
    format.number(ratio, { style: 'percent', maximumFractionDigits: 0 });

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ mb: 3 }}>
      <CardHeader
        title={t('comparison.title', { title: trip.title })}
        subheader={t('comparison.subheader', {
          distance: format.number(trip.distanceKm, { maximumFractionDigits: 0 }),
          passengers: format.number(trip.passengers),
          co2e: kg(trip.co2eKg),
          mode: tripModeLabel(trip, t),
        })}
        slotProps={{ title: { id: titleId, component: 'h2' } }}
      />
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ModeComparisonChart bars={bars} formatKg={kg} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Table size="small" aria-label={t('comparison.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('columns.mode')}</TableCell>
                <TableCell align="right">{t('columns.co2e')}</TableCell>
                <TableCell align="right">{t('comparison.versusTrip')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bars.map((bar) => (
                <TableRow key={bar.mode} selected={bar.isOwn}>
                  <TableCell component="th" scope="row">
                    {bar.isOwn
                      ? t('comparison.ownMode', { mode: t(`modes.${bar.mode}`) })
                      : t(`modes.${bar.mode}`)}
                  </TableCell>
                  <TableCell align="right">
                    {t('units.kgCo2e', { value: kg(bar.co2eKg) })}
                  </TableCell>
                  <TableCell align="right">{percent(bar.ratio)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Grid>
      </Grid>
    </Card>
  );
}
