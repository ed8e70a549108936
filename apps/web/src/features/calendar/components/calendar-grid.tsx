import FullCalendar, { type EventInput, useCalendarController } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import arLocale from '@fullcalendar/react/locales/ar';
import frLocale from '@fullcalendar/react/locales/fr';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import type { CalendarOccurrence } from '@keeling/contract';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { type Ref, useId, useImperativeHandle } from 'react';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import type { Language } from '../../../locales/locales-config';
import { LANGUAGE_TAGS } from '../../../locales/locales-config';
import { useTranslation } from '../../../locales/use-translation';
import type { OverlayLink } from '../utils/overlays';
import { CALENDAR_VIEWS, type CalendarNavigation, type CalendarView } from '../utils/views';
import type { GridChange } from './grid-change';
import { type KeyboardMove, useKeyboardMove } from './use-keyboard-move';

const LOCALES = { fr: frLocale, ar: arLocale } as const;

export interface CalendarGridProps {
  /** The toolbar's handle: today, previous, next, a date, a view. */
  ref: Ref<CalendarNavigation>;
  view: CalendarView;
  language: Language;
  occurrences: CalendarOccurrence[];
  /** Read-only events of the overlays shown (trips, refreshes). */
  extra: EventInput[];
  onOverlay: (link: OverlayLink) => void;
  colors: Map<string, string>;
  onRange: (range: { from: string; to: string; title: string; current: Date }) => void;
  onOpen: (occurrence: CalendarOccurrence) => void;
  onSelect: (slot: { start: Date; end: Date; allDay: boolean }) => void;
  onChange: (change: GridChange) => void;
  /** Said in the page's live region (a keyboard move's steps). */
  onAnnounce: (message: string) => void;
}

const toInput = (
  o: CalendarOccurrence,
  colors: Map<string, string>,
  moving: KeyboardMove | null,
): EventInput => ({
  id: o.key,
  title: o.title,
  ...(moving?.key === o.key
    ? { start: moving.start, end: moving.end ?? undefined, classNames: ['keeling-moving'] }
    : { start: o.start, end: o.end }),
  allDay: o.allDay,
  editable: o.canEdit,
  color: colors.get(o.calendarId),
  extendedProps: { occurrence: o },
});

/**
 * FullCalendar v7 (its standard views from @fullcalendar/react), themed from the MUI theme's
 * colours (light and dark) through the classic theme's variables, in the page's direction and
 * language (the week starts as the locale says). Drags and resizes go to `onChange`, which asks
 * the scope of a repeat and saves, or reverts. Loaded in its own chunk after the page's first paint.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { ref, view, language, occurrences, colors } = props;
  const controller = useCalendarController();
  useImperativeHandle(
    ref,
    () => ({
      today: () => controller.today(),
      prev: () => controller.prev(),
      next: () => controller.next(),
      gotoDate: (date) => controller.gotoDate(date),
      changeView: (next) => controller.changeView(CALENDAR_VIEWS[next]),
    }),
    [controller],
  );
  const theme = useTheme();
  const { palette } = theme;
  const { t } = useTranslation('calendar');
  const hintId = useId();
  const move = useKeyboardMove({
    view,
    rtl: theme.direction === 'rtl',
    locale: LANGUAGE_TAGS[language],
    occurrences,
    t,
    onChange: props.onChange,
    onAnnounce: props.onAnnounce,
  });
  const occurrenceOf = (event: { extendedProps: Record<string, unknown> }) =>
    event.extendedProps.occurrence as CalendarOccurrence;
  return (
    <Box
      ref={move.root}
      data-testid="calendar-grid"
      onKeyDownCapture={move.onKeyDownCapture}
      sx={{
        '--fc-classic-button': palette.primary.main,
        '--fc-classic-primary': palette.primary.main,
        '--fc-classic-primary-foreground': palette.primary.contrastText,
        '--fc-classic-event': palette.primary.main,
        '--fc-classic-event-contrast': '#fff',
        '--fc-classic-highlight': alpha(palette.primary.main, 0.12),
        '--fc-classic-today': alpha(palette.warning.main, 0.12),
        '--fc-classic-now': palette.error.main,
        '--fc-classic-background': palette.background.paper,
        '--fc-classic-faint': alpha(palette.text.primary, 0.04),
        '--fc-classic-muted': alpha(palette.text.primary, 0.08),
        '--fc-classic-strong': alpha(palette.text.primary, 0.14),
        '--fc-classic-foreground': palette.text.primary,
        '--fc-classic-faint-foreground': palette.text.secondary,
        '--fc-classic-muted-foreground': palette.text.secondary,
        '--fc-classic-border': palette.divider,
        '--fc-classic-strong-border': palette.divider,
        '--fc-classic-small-dot-width': '8px',
        '--fc-classic-large-dot-width': '10px',
        '--fc-classic-background-event': palette.success.main,
        '--fc-classic-background-event-opacity': '15%',
        '--fc-classic-background-event-foreground-opacity': '50%',
        color: 'text.primary',
        '& a': { color: 'inherit' },
        '& .keeling-moving': {
          outline: `3px dashed ${palette.text.primary}`,
          outlineOffset: '2px',
        },
      }}
    >
      <Box id={hintId} sx={VISUALLY_HIDDEN}>
        {t('move.hint')}
      </Box>
      <FullCalendar
        controller={controller}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicTheme]}
        initialView={CALENDAR_VIEWS[view]}
        headerToolbar={false}
        direction={theme.direction}
        {...(language === 'en' ? {} : { locale: LOCALES[language] })}
        height="auto"
        nowIndicator
        editable
        selectable
        eventInteractive
        dayMaxEventRows={4}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotHeaderFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        events={[...occurrences.map((o) => toInput(o, colors, move.moving)), ...props.extra]}
        eventDidMount={({ el, event }) => {
          // the keyboard move finds an event by its key; an editable one says how
          el.dataset.eventKey = event.id;
          if (event.startEditable !== false && event.extendedProps.occurrence)
            el.setAttribute('aria-describedby', hintId);
        }}
        datesSet={(info) => {
          move.range.current = { start: info.start, end: info.end };
          props.onRange({
            from: info.start.toISOString(),
            to: info.end.toISOString(),
            title: info.view.title,
            current: info.view.currentStart,
          });
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          const link = info.event.extendedProps.link as OverlayLink | undefined;
          if (link) props.onOverlay(link);
          else props.onOpen(occurrenceOf(info.event));
        }}
        select={(info) => props.onSelect({ start: info.start, end: info.end, allDay: info.allDay })}
        eventDrop={(info) =>
          props.onChange({
            occurrence: occurrenceOf(info.event),
            allDay: info.event.allDay,
            start: info.event.start ?? new Date(),
            end: info.event.end,
            revert: info.revert,
          })
        }
        eventResize={(info) =>
          props.onChange({
            occurrence: occurrenceOf(info.event),
            allDay: info.event.allDay,
            start: info.event.start ?? new Date(),
            end: info.event.end,
            revert: info.revert,
          })
        }
      />
    </Box>
  );
}
