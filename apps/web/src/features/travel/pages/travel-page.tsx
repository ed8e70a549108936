import type { Trip } from '@keeling/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { lazyGrid } from '../../../components/data-grid/data-grid';
import { DataGridSkeleton } from '../../../components/data-grid/data-grid-skeleton';
import { PlusIcon } from '../../../components/icons/action-icons';
import { LoadOnOpen } from '../../../components/load-on-open';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { APP_NAME } from '../../../config/app-name';
import { retryImport } from '../../../lib/retry-import';
import { useUrlState } from '../../../lib/use-url-state';
import { useTranslation } from '../../../locales/use-translation';
import { useTrips } from '../api/get-trips';
import { TripFilters } from '../components/trip-filters';
import { TripTotals } from '../components/trip-totals';
import { useCanEditTrip } from '../hooks/use-can-edit-trip';
import {
  hasTripFilters,
  parseTripListState,
  serializeTripListState,
  TRIP_TYPED_KEYS,
  tripListQuery,
} from '../utils/trip-list-state';

/** On a phone: a card a trip (issue 30, item 14). */
const TripCards = lazy(() =>
  retryImport(() => import('../components/trip-cards')).then((module) => ({
    default: module.TripCards,
  })),
);
/** The grid's cells (the row actions' tooltips) come with MUI X's grid. */
const TripsGrid = lazyGrid(() =>
  import('../components/trips-grid').then((module) => module.TripsGrid),
);
/** Below the list, after the page's first paint: the mode comparison (tables, a chart), the sources. */
const ModeComparisonCard = lazy(() =>
  retryImport(() => import('../components/mode-comparison-card')).then((module) => ({
    default: module.ModeComparisonCard,
  })),
);
/** "Cover our travel": the retirements ledger beside the footprint (issue 35). */
const CoverageCard = lazy(() =>
  retryImport(() => import('../components/coverage-card')).then((module) => ({
    default: module.CoverageCard,
  })),
);
const SourcesCard = lazy(() =>
  retryImport(() => import('../components/sources-card')).then((module) => ({
    default: module.SourcesCard,
  })),
);
/** The delete confirmation (its request, its refusals) loads when it first opens. */
const DeleteTripDialog = lazy(() =>
  retryImport(() => import('../components/delete-trip-dialog')).then((module) => ({
    default: module.DeleteTripDialog,
  })),
);
/** The trip form (react-hook-form, its fields and pickers) loads when its dialog opens. */
const TripFormDialog = lazy(() =>
  retryImport(() => import('../components/trip-form-dialog')).then((module) => ({
    default: module.TripFormDialog,
  })),
);

/** /dashboard/travel: trips with their footprint, totals, a mode comparison and the sources. */
export default function TravelPage() {
  const { t } = useTranslation('travel');
  const canEdit = useCanEditTrip();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [state, update] = useUrlState(parseTripListState, serializeTripListState, TRIP_TYPED_KEYS);
  const query = useMemo(() => tripListQuery(state), [state]);
  const { data, isPending, isFetching, isError, refetch } = useTrips(query);
  const { notify, element: notice } = useNotice();
  const [comparedId, setComparedId] = useState<string>();
  const [editing, setEditing] = useState<Trip | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Trip | null>(null);
  const compared = data?.items.find((trip) => trip.id === comparedId) ?? data?.items[0];

  // after deleting the last trips of the last page, step back to the page that still exists
  const lastPage = data ? Math.max(1, Math.ceil(data.total / state.size)) : state.page;
  useEffect(() => {
    if (data && data.items.length === 0 && state.page > lastPage) update({ page: lastPage });
  }, [data, state.page, lastPage, update]);

  const onCompare = useCallback((trip: Trip) => setComparedId(trip.id), []);
  const TripList = phone ? TripCards : TripsGrid;
  const onSaved = (trip: Trip) => {
    setEditing(null);
    setComparedId(trip.id);
    notify(t('notices.saved', { title: trip.title }));
  };

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('heading')}
        </Typography>
        <Button variant="contained" startIcon={<PlusIcon />} onClick={() => setEditing('new')}>
          {t('actions.new')}
        </Button>
      </Stack>
      <TripTotals totals={data?.totals} />
      <Card sx={{ mb: 3 }}>
        <TripFilters state={state} onChange={update} />
        {isError && !data ? (
          <StateMessage
            role="alert"
            title={t('states.error')}
            onRetry={() => void refetch()}
            retryLabel={t('states.retry')}
          />
        ) : !data ? (
          // no grid before the first answer: with no row count yet, it would clamp the URL's
          // page to the first (a reload or a shared link of page 2 showed page 1)
          <DataGridSkeleton autoHeight />
        ) : data.total === 0 ? (
          <StateMessage
            role="status"
            title={hasTripFilters(state) ? t('states.noResults') : t('states.empty')}
          />
        ) : (
          <Suspense fallback={<DataGridSkeleton autoHeight rows={data.items} />}>
            <TripList
              trips={data.items}
              total={data.total}
              isLoading={isPending || isFetching}
              state={state}
              onChange={update}
              selectedId={compared?.id}
              canEdit={canEdit}
              onCompare={onCompare}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </Suspense>
        )}
      </Card>
      {/* Below the list once it has answered: growing to its rows, the list pushes nothing down. */}
      {(data || isError) && (
        <>
          {data && (
            <Suspense fallback={<Skeleton variant="rounded" height={200} sx={{ mb: 3 }} />}>
              <CoverageCard from={state.from} to={state.to} footprintKg={data.totals.co2eKg} />
            </Suspense>
          )}
          {compared && (
            <Suspense fallback={<Skeleton variant="rounded" height={420} sx={{ mb: 3 }} />}>
              <ModeComparisonCard trip={compared} />
            </Suspense>
          )}
          <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
            <SourcesCard />
          </Suspense>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <TripFormDialog
            trip={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
      <LoadOnOpen open={deleting !== null}>
        <DeleteTripDialog
          trip={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(trip) => {
            setDeleting(null);
            notify(t('notices.deleted', { title: trip.title }));
          }}
        />
      </LoadOnOpen>
      {notice}
    </>
  );
}
