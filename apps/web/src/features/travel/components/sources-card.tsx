import type { EmissionFactor } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { StateMessage } from '../../../components/state-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useEmissionFactors } from '../api/get-emission-factors';
import { distanceRule } from '../utils/distance-rule';
import { factorNotes } from '../utils/factor-notes';

/**
 * On a phone, the long table folded behind a button (issue 30, item 14: it made the page
 * 7,830 px tall); elsewhere shown.
 */
function FoldOnPhone({ count, children }: { count: number | undefined; children: ReactNode }) {
  const { t } = useTranslation('travel');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!phone) return children;
  return (
    <>
      <Button
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={id}
        sx={{ mx: 2, mb: 2 }}
      >
        {open ? t('sources.hide') : t('sources.show', { count: count ?? 0 })}
      </Button>
      <Collapse in={open} id={id}>
        {children}
      </Collapse>
    </>
  );
}

/** A factor's notes under its row's wording, in the page's language. */
function FactorNotes({ factor }: { factor: EmissionFactor }) {
  const { t } = useTranslation('travel');
  const { keys, untranslated } = factorNotes(factor);
  return [...keys.map((key) => t(key)), untranslated].filter(Boolean).map((note) => (
    <Typography key={note} variant="caption" component="p" sx={{ color: 'text.secondary' }}>
      {note}
    </Typography>
  ));
}

const COLUMNS = ['mode', 'variant', 'factor', 'unit', 'source', 'year', 'compared'] as const;

/**
 * "Sources": the factor of each mode with the source's wording, unit, edition year and row id,
 * and the distances the mode comparison lists it for.
 */
export function SourcesCard() {
  const { t } = useTranslation('travel');
  const format = useLocaleFormat();
  const titleId = useId();
  const { data: factors, isError, refetch } = useEmissionFactors();

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('sources.title')}
        subheader={[
          t('sources.text'),
          t('sources.flightsText'),
          t('sources.airportsText'),
          t('sources.comparedText'),
        ].join(' ')}
        slotProps={{ title: { id: titleId, component: 'h2' } }}
      />
      {isError ? (
        <StateMessage
          role="alert"
          title={t('sources.error')}
          onRetry={() => void refetch()}
          retryLabel={t('states.retry')}
        />
      ) : (
        <FoldOnPhone count={factors?.length}>
          <TableContainer>
            <Table size="small" aria-labelledby={titleId} aria-busy={!factors}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'factor' ? 'right' : undefined}>
                      {t(`sources.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {factors?.map((factor) => (
                  <TableRow key={factor.mode}>
                    <TableCell component="th" scope="row">
                      {t(`modes.${factor.mode}`)}
                    </TableCell>
                    <TableCell>
                      {factor.variant}
                      <FactorNotes factor={factor} />
                      {factor.flights.map((flight) => (
                        <Typography
                          key={flight.sourceId}
                          variant="caption"
                          component="p"
                          sx={{ color: 'text.secondary' }}
                        >
                          {t('sources.flightFactor', {
                            variant: flight.variant,
                            factor: format.number(flight.kgCo2ePerPkm, {
                              maximumFractionDigits: 5,
                            }),
                            id: flight.sourceId,
                          })}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell align="right">
                      {format.number(factor.kgCo2ePerPkm, { maximumFractionDigits: 5 })}
                    </TableCell>
                    <TableCell>{t('sources.unit', { unit: factor.unit })}</TableCell>
                    <TableCell>
                      {factor.source}
                      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                        {t('sources.rowId', { id: factor.sourceId })}
                      </Typography>
                    </TableCell>
                    <TableCell>{factor.year}</TableCell>
                    <TableCell>{distanceRule(factor.mode, t, format)}</TableCell>
                  </TableRow>
                ))}
                {!factors &&
                  Array.from({ length: 4 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <TableRow key={index}>
                      <TableCell colSpan={COLUMNS.length}>
                        <Skeleton variant="rounded" height={28} />
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </FoldOnPhone>
      )}
    </Card>
  );
}
