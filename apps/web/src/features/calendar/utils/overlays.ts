import type { EventInput } from '@fullcalendar/react';
import type { CalendarOverlays } from '@keeling/contract';
import type { TFunction } from '../../../locales/use-translation';

/** The read-only calendars the page shows beside the stored ones. */
export const OVERLAYS = {
  trips: { color: '#7a4100' },
  refreshes: { color: '#637381' },
} as const;
export type OverlayName = keyof typeof OVERLAYS;

/** Where a click on an overlay's event goes. */
export type OverlayLink = { kind: 'trip'; id: string } | { kind: 'dataset'; id: string };

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** FullCalendar events for the overlays shown: read-only, each linking to its item. */
export function overlayEvents(
  overlays: CalendarOverlays | undefined,
  shown: Set<OverlayName>,
  t: TFunction,
): EventInput[] {
  if (!overlays) return [];
  const events: EventInput[] = [];
  if (shown.has('trips'))
    for (const trip of overlays.trips)
      events.push({
        id: `trip/${trip.id}`,
        title: t('overlays.trip', { title: trip.title, traveller: trip.traveller }),
        start: trip.startDate,
        end: nextDay(trip.endDate),
        allDay: true,
        editable: false,
        color: OVERLAYS.trips.color,
        extendedProps: { link: { kind: 'trip', id: trip.id } satisfies OverlayLink },
      });
  if (shown.has('refreshes'))
    for (const refresh of overlays.refreshes)
      events.push({
        id: `refresh/${refresh.datasetId}/${refresh.at}`,
        title: t(`overlays.${refresh.status}`, { name: refresh.name, version: refresh.version }),
        start: refresh.at,
        allDay: false,
        editable: false,
        color: OVERLAYS.refreshes.color,
        extendedProps: { link: { kind: 'dataset', id: refresh.datasetId } satisfies OverlayLink },
      });
  return events;
}
