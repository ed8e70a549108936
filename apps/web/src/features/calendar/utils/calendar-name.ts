import type { Calendar } from '@keeling/contract';
import type { TFunction } from '../../../locales/use-translation';

/** A personal calendar still under its first name reads "My calendar" in the user's language. */
export const calendarName = (calendar: Calendar, t: TFunction) =>
  calendar.kind === 'personal' && calendar.name === 'Personal' ? t('personal') : calendar.name;
