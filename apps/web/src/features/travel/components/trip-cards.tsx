import type { Trip } from '@keeling/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { TRIP_PAGE_SIZES, type TripListState } from '../utils/trip-list-state';
import { type TripActionProps, TripActions } from './trip-actions';
import { co2eText, routeText } from './trip-columns';

interface TripCardsProps extends TripActionProps {
  trips: Trip[];
  total: number;
  state: TripListState;
  onChange: (changes: Partial<TripListState>) => void;
  selectedId: string | undefined;
  /** A page is on its way (the list says it is busy). */
  isLoading: boolean;
}

/**
 * One server page of trips on a phone (issue 30, item 14): a card each, its title and CO2e on
 * the first line, so the footprint is always in view; the pages below, as the grid's footer.
 */
export function TripCards(props: TripCardsProps) {
  const { trips, total, state, onChange, selectedId, isLoading, ...actions } = props;
  const { t } = useTranslation('travel');
  const format = useLocaleFormat();
  const km = (value: number) =>
    t('units.km', { value: format.number(value, { maximumFractionDigits: 0 }) });
  return (
    <>
      <Box
        component="ul"
        aria-label={t('list.label')}
        aria-busy={isLoading}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {trips.map((trip, index) => (
          <Fragment key={trip.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <Box
              component="li"
              sx={{
                px: 2.5,
                py: 1.5,
                bgcolor: trip.id === selectedId ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
                <Typography
                  variant="subtitle2"
                  component="h3"
                  // a title takes its direction from its own text, as the grid's titles do
                  sx={{ flex: 1, minWidth: 0, unicodeBidi: 'plaintext' }}
                >
                  {trip.title}
                </Typography>
                <Typography variant="subtitle2" component="p" sx={{ whiteSpace: 'nowrap' }}>
                  {co2eText(trip.co2eKg, t, format)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {routeText(trip, t)}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography variant="caption" sx={{ flex: 1, color: 'text.secondary' }}>
                  {[t(`modes.${trip.mode}`), format.date(trip.startDate), km(trip.distanceKm)].join(
                    ' · ',
                  )}
                </Typography>
                <TripActions trip={trip} {...actions} />
              </Stack>
            </Box>
          </Fragment>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={state.page - 1}
        rowsPerPage={state.size}
        rowsPerPageOptions={[...TRIP_PAGE_SIZES]}
        onPageChange={(_, page) => onChange({ page: page + 1 })}
        onRowsPerPageChange={(event) => onChange({ size: Number(event.target.value) })}
      />
    </>
  );
}
