import {
  type CalendarEventCreate,
  calendarCreateSchema,
  calendarEventCreateSchema,
} from '@keeling/contract';
import type { DbAndCache } from '../db/client';
import { createCalendarService, fromWallClock } from '../modules/calendar/service';
import { createEventWriter } from '../modules/events/service';
import { createItemsService } from '../modules/items/service';

/** The demo team calendars and their events; times are Paris wall-clock times. */
export const DEMO_CALENDARS = [
  { name: 'Field campaign', color: '#00a76f' },
  { name: 'Publications', color: '#8e33ff' },
] as const;

const DAY = 86_400_000;

/** Monday of the week holding `now`, as YYYY-MM-DD. */
function mondayOf(now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
}

const date = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo events, around the week the seed runs in (so the calendar opens on them): a
 * twice-weekly sampling round, the weekly team meeting, the monthly data release and a
 * conference.
 */
export function demoEvents(now: Date): Record<string, Omit<CalendarEventCreate, 'calendarId'>[]> {
  const monday = mondayOf(now);
  const first = new Date(Date.UTC(monday.getUTCFullYear(), monday.getUTCMonth(), 1));
  const firstMonday = new Date(first.getTime() + ((8 - first.getUTCDay()) % 7) * DAY);
  const at = (days: number, hour: number) => {
    const day = new Date(monday.getTime() + days * DAY);
    const wall = {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
    };
    return fromWallClock({ ...wall, hour, minute: 0, second: 0 }, 'Europe/Paris').toISOString();
  };
  return {
    'Field campaign': [
      {
        title: 'Sampling round at the peat-bog site',
        location: 'Plot B',
        start: at(0, 9),
        end: at(0, 11),
        timeZone: 'Europe/Paris',
        repeat: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=16',
      },
      {
        title: 'Team meeting',
        description: 'Campaign status, data issues, next steps.',
        start: at(3, 14),
        end: at(3, 15),
        timeZone: 'Europe/Paris',
        repeat: 'FREQ=WEEKLY;BYDAY=TH',
      },
    ],
    Publications: [
      {
        title: 'Monthly CO2 data release',
        allDay: true,
        // the first Monday of the month: the first of its repeats
        start: date(firstMonday),
        end: date(new Date(firstMonday.getTime() + DAY)),
        repeat: 'FREQ=MONTHLY;BYDAY=1MO',
      },
      {
        title: 'Carbon cycle conference',
        location: 'Vienna',
        allDay: true,
        start: date(new Date(monday.getTime() + 15 * DAY)),
        end: date(new Date(monday.getTime() + 18 * DAY)),
      },
    ],
  };
}

/** Creates the demo calendars and events through the calendar service. */
export async function seedCalendar(
  data: DbAndCache,
  admin: { id: string; role: 'admin' },
  now = new Date(),
): Promise<void> {
  const calendar = createCalendarService({
    db: data.db,
    events: createEventWriter(data.db),
    items: createItemsService({ db: data.db }),
  });
  const events = demoEvents(now);
  for (const spec of DEMO_CALENDARS) {
    const created = await calendar.createCalendar(calendarCreateSchema.parse(spec), admin);
    for (const event of events[spec.name] ?? []) {
      const body = calendarEventCreateSchema.parse({ ...event, calendarId: created.id });
      await calendar.createEvent(body, admin);
    }
  }
}
