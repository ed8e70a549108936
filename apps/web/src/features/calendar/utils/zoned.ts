import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// MUI X's pickers draw a value in a time zone (their `timezone` prop) with these two plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

/** The IANA zones the browser knows (the event dialog's chooser), UTC among them. */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** An instant (or a local Date) read in `zone`. */
export const inZone = (value: Date | string, zone: string): Dayjs => dayjs(value).tz(zone);

/** A day or a wall-clock time (`YYYY-MM-DD[THH:mm]`) in `zone`. */
export const atWallTime = (text: string, zone: string): Dayjs => dayjs.tz(text, zone);

/** The same wall-clock time in another zone: 09:00 in Paris becomes 09:00 in Tokyo. */
export const sameWallTime = (value: Dayjs, zone: string): Dayjs =>
  dayjs.tz(value.format('YYYY-MM-DDTHH:mm:ss'), zone);

/** A local Date with a zoned value's wall-clock fields (for the repeat's weekday, day of month). */
export const wallDate = (value: Dayjs): Date =>
  new Date(value.year(), value.month(), value.date(), value.hour(), value.minute());
