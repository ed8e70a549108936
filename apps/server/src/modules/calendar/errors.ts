import { CALENDAR_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const CALENDAR_MESSAGES = {
  calendarNotFound: 'Calendar not found',
  eventNotFound: 'Event not found',
  versionConflict: 'Changed by someone else since it was read: the answer holds it as it is now',
  notYours:
    'A team calendar is managed by editors and admins, a personal calendar by its owner only',
  personalCalendar: 'A personal calendar cannot be deleted',
  invalidRepeat:
    'The repeat rule is not valid: use FREQ (DAILY, WEEKLY, MONTHLY, YEARLY) with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, and COUNT or UNTIL',
  unknownOccurrence: 'This repeating event has no occurrence starting then',
  unknownAttendee: 'An attendee is not an active user',
  notInvited: 'Only an invited person answers an invitation',
  unknownLink: 'The linked item does not exist',
  invalidRange: 'The range must end after it starts and span at most 400 days',
  invalidTimes:
    'An all-day event has dates (YYYY-MM-DD), other events instants with their offset; the end comes after the start',
  invalidTimeZone: 'Unknown time zone',
  feedNotFound: 'This subscription address is unknown or was revoked',
} as const;

const error = (status: number, key: keyof typeof CODES & keyof typeof CALENDAR_MESSAGES) => () =>
  new AppError(status, CODES[key], CALENDAR_MESSAGES[key]);

export const calendarNotFound = error(404, 'calendarNotFound');
export const eventNotFound = error(404, 'eventNotFound');
export const notYours = error(403, 'notYours');
export const personalCalendar = error(400, 'personalCalendar');
export const invalidRepeat = error(400, 'invalidRepeat');
export const unknownOccurrence = error(400, 'unknownOccurrence');
export const unknownAttendee = error(400, 'unknownAttendee');
export const notInvited = error(403, 'notInvited');
export const unknownLink = error(400, 'unknownLink');
export const invalidRange = error(400, 'invalidRange');
export const invalidTimes = error(400, 'invalidTimes');
export const invalidTimeZone = error(400, 'invalidTimeZone');
export const feedNotFound = error(404, 'feedNotFound');

/** A file that is not iCalendar the calendar can read: the message names the line. */
export const invalidIcs = (line: number, message: string) =>
  new AppError(400, CODES.invalidIcs, message, { line });

/** 409 with what is current: `{ calendar }` or `{ event }`. */
export const versionConflict = (current: Record<string, unknown>) =>
  new AppError(409, CODES.versionConflict, CALENDAR_MESSAGES.versionConflict, current);
