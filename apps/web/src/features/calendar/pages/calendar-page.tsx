import type { CalendarOccurrence, CalendarScope } from '@keeling/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { StateMessage } from '../../../components/state-message';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { APP_NAME } from '../../../config/app-name';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/error-message';
import { useLiveChanges } from '../../../lib/live-events';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import {
  calendarKeys,
  useCalendars,
  useOccurrences,
  useOverlays,
  useUpdateEvent,
} from '../api/calendar';
import { CalendarActions } from '../components/calendar-actions';
import type { EventDialogTarget } from '../components/event-dialog';
import type { GridChange } from '../components/grid-change';
import { calendarName } from '../utils/calendar-name';
import { OVERLAYS, type OverlayName, overlayEvents } from '../utils/overlays';
import { READABLE } from '../utils/readable';
import { droppedTimes } from '../utils/times';
import { CALENDAR_VIEWS, type CalendarNavigation, type CalendarView } from '../utils/views';

/** FullCalendar and its views load after the page's first paint, in their own chunk. */
const CalendarGrid = lazy(() =>
  retryImport(() => import('../components/calendar-grid')).then((module) => ({
    default: module.CalendarGrid,
  })),
);
/** MUI X's pickers (the toolbar's "Go to date", the dialog's dates) load in their own chunks. */
const GoToDate = lazy(() =>
  retryImport(() => import('../components/go-to-date')).then((module) => ({
    default: module.GoToDate,
  })),
);
/** The event's form and the repeat's scope question load when they first open. */
const EventDialog = lazy(() =>
  retryImport(() => import('../components/event-dialog')).then((module) => ({
    default: module.EventDialog,
  })),
);
const ScopeDialog = lazy(() =>
  retryImport(() => import('../components/scope-dialog')).then((module) => ({
    default: module.ScopeDialog,
  })),
);

/** A new event's default: the next whole hour, for an hour. */
function nextHour() {
  const start = new Date();
  start.setHours(start.getHours() + 1, 0, 0, 0);
  return { start, end: new Date(start.getTime() + 3_600_000) };
}

const VIEWS = Object.keys(CALENDAR_VIEWS) as CalendarView[];

/** The grid's place while FullCalendar loads: its size, named for a screen reader. */
function GridSkeleton({ label }: { label: string }) {
  return <Skeleton variant="rounded" height={560} role="progressbar" aria-label={label} />;
}

/**
 * The team's calendar (issue 32): month, week, day and agenda views of the team calendars and
 * the user's own, each shown or hidden; a new event from the button or a selected slot, an
 * event opened by click or Enter into the same dialog; a drag or a resize saved (asking the
 * scope of a repeat first); everyone's changes arriving through the live stream.
 */
export default function CalendarPage() {
  const { t, language } = useTranslation('calendar');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const grid = useRef<CalendarNavigation>(null);
  const [view, setView] = useState<CalendarView>(isPhone ? 'agenda' : 'month');
  const [range, setRange] = useState<{
    from: string;
    to: string;
    title: string;
    current: Date;
  } | null>(null);
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<EventDialogTarget | null>(null);
  const [dragged, setDragged] = useState<GridChange | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const calendars = useCalendars();
  const occurrences = useOccurrences(range);
  const overlays = useOverlays(range);
  const [overlaysShown, setOverlaysShown] = useState<Set<OverlayName>>(
    new Set(['trips', 'refreshes']),
  );
  const navigate = useNavigate();
  const update = useUpdateEvent();

  useLiveChanges({
    onChange: (change) => {
      if (change.kind.startsWith('calendar.'))
        void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });

  const items = calendars.data?.items ?? [];
  const colors = useMemo(() => new Map(items.map((c) => [c.id, c.color])), [items]);
  const shown = (occurrences.data?.items ?? []).filter((o) => !hidden.has(o.calendarId));

  function saveDrag(change: GridChange, scope: CalendarScope) {
    const { occurrence } = change;
    update.mutate(
      {
        id: occurrence.id,
        version: occurrence.version,
        scope,
        ...(occurrence.occurrenceStart ? { occurrenceStart: occurrence.occurrenceStart } : {}),
        ...(change.allDay !== occurrence.allDay ? { allDay: change.allDay } : {}),
        ...droppedTimes(change.allDay, change.start, change.end),
      },
      {
        onSuccess: () => setAnnouncement(t('announce.saved', { title: occurrence.title })),
        onError: (error) => {
          change.revert();
          setAnnouncement(
            t('announce.failed', { title: occurrence.title, reason: errorMessage(t, error) }),
          );
        },
      },
    );
  }

  const onGridChange = (change: GridChange) => {
    if (change.occurrence.occurrenceStart !== null) setDragged(change);
    else saveDrag(change, 'all');
  };

  const changeView = (next: CalendarView) => {
    setView(next);
    grid.current?.changeView(next);
  };

  const rtl = theme.direction === 'rtl';
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, py: 3 }}>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => setDialog({ kind: 'new', ...nextHour(), allDay: false })}
        >
          {t('toolbar.newEvent')}
        </Button>
      </Stack>
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN} data-testid="calendar-announcer">
        {announcement}
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Card
          component="section"
          aria-labelledby="calendar-list-title"
          sx={{ p: 2, minWidth: 220 }}
        >
          <Typography id="calendar-list-title" variant="h6" component="h2">
            {t('calendars')}
          </Typography>
          <FormGroup>
            {items.map((calendar) => (
              <Stack
                key={calendar.id}
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!hidden.has(calendar.id)}
                      onChange={(event) =>
                        setHidden((old) => {
                          const next = new Set(old);
                          if (event.target.checked) next.delete(calendar.id);
                          else next.add(calendar.id);
                          return next;
                        })
                      }
                      sx={{ color: calendar.color, '&.Mui-checked': { color: calendar.color } }}
                    />
                  }
                  label={calendarName(calendar, t)}
                />
                <CalendarActions calendar={calendar} onDone={setAnnouncement} />
              </Stack>
            ))}
          </FormGroup>
          <Typography
            id="calendar-overlays-title"
            variant="subtitle2"
            component="h3"
            sx={{ mt: 2 }}
          >
            {t('overlays.title')}
          </Typography>
          <FormGroup aria-labelledby="calendar-overlays-title">
            {(Object.keys(OVERLAYS) as OverlayName[]).map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    checked={overlaysShown.has(name)}
                    onChange={(event) =>
                      setOverlaysShown((old) => {
                        const next = new Set(old);
                        if (event.target.checked) next.add(name);
                        else next.delete(name);
                        return next;
                      })
                    }
                    sx={{
                      color: OVERLAYS[name].color,
                      '&.Mui-checked': { color: OVERLAYS[name].color },
                    }}
                  />
                }
                label={t(`overlays.${name}`)}
              />
            ))}
          </FormGroup>
        </Card>
        <Box sx={{ flexGrow: 1, minWidth: 0, width: '100%' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Button
              variant="outlined"
              color="inherit"
              disabled={range === null}
              onClick={() => grid.current?.today()}
            >
              {t('toolbar.today')}
            </Button>
            <IconButton
              aria-label={t('toolbar.previous')}
              disabled={range === null}
              onClick={() => grid.current?.prev()}
            >
              <span aria-hidden>{rtl ? '›' : '‹'}</span>
            </IconButton>
            <IconButton
              aria-label={t('toolbar.next')}
              disabled={range === null}
              onClick={() => grid.current?.next()}
            >
              <span aria-hidden>{rtl ? '‹' : '›'}</span>
            </IconButton>
            <Typography variant="h6" component="h2" aria-live="polite" sx={{ flexGrow: 1 }}>
              {range?.title ?? ''}
            </Typography>
            <Suspense fallback={<Skeleton variant="rounded" width={190} height={40} />}>
              <GoToDate
                label={t('toolbar.goTo')}
                current={range?.current ?? null}
                onGo={(date) => grid.current?.gotoDate(date)}
              />
            </Suspense>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label={t('toolbar.view')}
              value={view}
              onChange={(_, next: CalendarView | null) => next && changeView(next)}
            >
              {VIEWS.map((name) => (
                <ToggleButton key={name} value={name} sx={READABLE}>
                  {t(`views.${name}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
          {calendars.isError || occurrences.isError ? (
            <StateMessage
              role="alert"
              title={t('states.error')}
              onRetry={() => void queryClient.invalidateQueries({ queryKey: calendarKeys.all })}
              retryLabel={t('states.retry')}
            />
          ) : null}
          {occurrences.data?.truncated && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('states.truncated')}
            </Alert>
          )}
          <Suspense fallback={<GridSkeleton label={t('states.loading')} />}>
            <CalendarGrid
              key={`${language}-${theme.direction}`}
              ref={grid}
              view={view}
              language={language}
              occurrences={shown}
              colors={colors}
              onRange={setRange}
              extra={overlayEvents(overlays.data, overlaysShown, t)}
              onOverlay={(link) =>
                void navigate(
                  link.kind === 'trip'
                    ? paths.dashboard.travel
                    : `${paths.dashboard.management.dataSet}?id=${encodeURIComponent(link.id)}`,
                )
              }
              onOpen={(occurrence: CalendarOccurrence) => setDialog({ kind: 'edit', occurrence })}
              onSelect={(slot) => setDialog({ kind: 'new', ...slot })}
              onChange={onGridChange}
              onAnnounce={setAnnouncement}
            />
          </Suspense>
        </Box>
      </Stack>
      <Suspense fallback={null}>
        {dialog && (
          <EventDialog
            target={dialog}
            calendars={items}
            onClose={() => setDialog(null)}
            onDone={setAnnouncement}
          />
        )}
        {dragged && (
          <ScopeDialog
            action="edit"
            onCancel={() => {
              dragged.revert();
              setDragged(null);
            }}
            onChoose={(scope) => {
              saveDrag(dragged, scope);
              setDragged(null);
            }}
          />
        )}
      </Suspense>
    </Box>
  );
}
