import type { CalendarOccurrence } from '@keeling/contract';

/** An occurrence dragged, resized or moved by keyboard in the grid, before it is saved. */
export interface GridChange {
  occurrence: CalendarOccurrence;
  allDay: boolean;
  start: Date;
  end: Date | null;
  revert: () => void;
}
