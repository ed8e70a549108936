import type { CalendarOccurrence } from '@keeling/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { dateTimeFormatFor } from '../../../locales/format';
import type { TFunction } from '../../../locales/use-translation';
import type { CalendarView } from '../utils/views';
import type { GridChange } from './grid-change';

/** An occurrence being moved by keyboard: where it is now, and whether it was dropped there. */
export interface KeyboardMove {
  key: string;
  version: number;
  start: Date;
  end: Date | null;
  allDay: boolean;
  dropped: boolean;
}

interface Options {
  view: CalendarView;
  rtl: boolean;
  locale: string;
  occurrences: CalendarOccurrence[];
  t: TFunction;
  onChange: (change: GridChange) => void;
  onAnnounce: (message: string) => void;
}

/** A local Date of the API's start or end (an all-day event's is a day, read as local midnight). */
export function localTime(value: string, allDay: boolean): Date {
  if (!allDay) return new Date(value);
  const [y = 0, m = 1, d = 1] = value.slice(0, 10).split('-').map(Number);
  return new Date(y, m - 1, d);
}

const addDays = (date: Date, days: number) =>
  new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
  );
const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** Where an arrow key takes a start, by the view: a slot (30 min) or a day, a day or a week. */
function step(
  key: string,
  start: Date,
  { view, rtl, allDay }: { view: CalendarView; rtl: boolean; allDay: boolean },
) {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  const timed = (view === 'week' || view === 'day') && !allDay;
  if (key === forward) return addDays(start, 1);
  if (key === back) return addDays(start, -1);
  if (key === 'ArrowDown')
    return timed ? addMinutes(start, 30) : addDays(start, view === 'agenda' ? 1 : 7);
  if (key === 'ArrowUp')
    return timed ? addMinutes(start, -30) : addDays(start, view === 'agenda' ? -1 : -7);
  return null;
}

/**
 * Moving an event without a mouse (WCAG 2.5.7): Space on a focused event picks it up, the arrow
 * keys move it (a day sideways; up and down a half-hour slot in the week and day views, a week in
 * the month), Space or Enter drops it where a drag would (a repeat asks its scope), Escape puts
 * it back. Each step is said in the page's live region, and the event keeps the focus.
 */
export function useKeyboardMove(options: Options) {
  const { view, rtl, locale, occurrences, t, onChange, onAnnounce } = options;
  const [moving, setMoving] = useState<KeyboardMove | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const range = useRef<{ start: Date; end: Date } | null>(null);

  const when = (move: { start: Date; allDay: boolean }) =>
    dateTimeFormatFor(
      locale,
      move.allDay
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          },
    ).format(move.start);

  // a dropped move stays drawn until the saved event arrives (or the save is refused)
  useEffect(() => {
    if (!moving?.dropped) return;
    const now = occurrences.find((o) => o.key === moving.key);
    if (!now || now.version !== moving.version) setMoving(null);
  }, [occurrences, moving]);

  // the event is drawn again at each step: the focus follows it
  useEffect(() => {
    if (!moving || moving.dropped) return;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const el = root.current?.querySelector<HTMLElement>(
        `[data-event-key="${CSS.escape(moving.key)}"]`,
      );
      const target = el?.closest<HTMLElement>('[tabindex]') ?? el;
      if (target && document.activeElement !== target) target.focus();
      else if (!target && tries++ < 10) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [moving]);

  function onKeyDownCapture(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    const el =
      target.closest<HTMLElement>('[data-event-key]') ??
      target.querySelector<HTMLElement>('[data-event-key]');
    const key = el?.dataset.eventKey;
    const occurrence = occurrences.find((o) => o.key === key);
    if (!key || !occurrence) return;
    const title = occurrence.title;
    const stop = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (!moving || moving.dropped) {
      if (event.key !== ' ' || !occurrence.canEdit || moving?.dropped) return;
      stop();
      const picked: KeyboardMove = {
        key,
        version: occurrence.version,
        allDay: occurrence.allDay,
        start: localTime(occurrence.start, occurrence.allDay),
        end: localTime(occurrence.end, occurrence.allDay),
        dropped: false,
      };
      setMoving(picked);
      onAnnounce(t('move.pickedUp', { title, when: when(picked) }));
      return;
    }
    if (moving.key !== key) return;
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') stop();
      setMoving(null);
      onAnnounce(
        t('move.cancelled', {
          title,
          when: when({
            start: localTime(occurrence.start, occurrence.allDay),
            allDay: occurrence.allDay,
          }),
        }),
      );
      return;
    }
    if (event.key === ' ' || event.key === 'Enter') {
      stop();
      setMoving({ ...moving, dropped: true });
      onChange({
        occurrence,
        allDay: moving.allDay,
        start: moving.start,
        end: moving.end,
        revert: () => setMoving(null),
      });
      return;
    }
    const next = step(event.key, moving.start, { view, rtl, allDay: moving.allDay });
    if (!next) return;
    stop();
    const shown = range.current;
    const inside = !shown || (next >= shown.start && next < shown.end);
    const moved = inside
      ? {
          ...moving,
          start: next,
          end: moving.end && step(event.key, moving.end, { view, rtl, allDay: moving.allDay }),
        }
      : moving;
    setMoving(moved);
    onAnnounce(t(inside ? 'move.moved' : 'move.edge', { title, when: when(moved) }));
  }

  return { moving, root, range, onKeyDownCapture };
}
