/** Team calendars (issue 32): kinds, answers, repeat scopes, link targets and the API's sizes. */
export const CALENDAR_KINDS = ['team', 'personal'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** An attendee's answer to an invitation; `pending` until they give one. */
export const CALENDAR_ANSWERS = ['pending', 'yes', 'no', 'maybe'] as const;
export type CalendarAnswer = (typeof CALENDAR_ANSWERS)[number];

/** Which occurrences of a repeating event a change or a deletion reaches. */
export const CALENDAR_SCOPES = ['this', 'following', 'all'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

/** The Keeling items an event may point to. */
export const CALENDAR_LINK_TYPES = [
  'trip',
  'dataset',
  'dashboard',
  'article',
  'kanban-card',
] as const;
export type CalendarLinkType = (typeof CALENDAR_LINK_TYPES)[number];

/** The colours a calendar may take (the theme's palette tones, as hex). */
export const CALENDAR_COLORS = [
  '#00a76f',
  '#8e33ff',
  '#00b8d9',
  '#ffab00',
  '#ff5630',
  '#003768',
  '#7a4100',
  '#637381',
] as const;

export const CALENDAR_LIMITS = {
  name: 100,
  title: 200,
  description: 10_000,
  location: 300,
  attendees: 100,
  rrule: 500,
  /** The widest range one occurrences request may ask for (days). */
  rangeDays: 400,
  /** The most occurrences one answer holds; a longer list is cut and says so. */
  occurrences: 2_000,
  /** The largest .ics text an import takes (the JSON body's limit is 1 MiB). */
  icsChars: 900_000,
} as const;

/** The live events' kinds (topic `team` for team calendars, `user:<id>` for personal ones). */
export const CALENDAR_EVENT_KINDS = {
  calendar: 'calendar.calendar',
  event: 'calendar.event',
} as const;
