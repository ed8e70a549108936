/** The page's views and FullCalendar's names for them. */
export const CALENDAR_VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
} as const;
export type CalendarView = keyof typeof CALENDAR_VIEWS;

/** What the page's toolbar asks of the grid (FullCalendar's controller, once the grid is loaded). */
export interface CalendarNavigation {
  today: () => void;
  prev: () => void;
  next: () => void;
  /** A date as `YYYY-MM-DD`. */
  gotoDate: (date: string) => void;
  changeView: (view: CalendarView) => void;
}
