import type { Calendar } from '@keeling/contract';
import IconButton from '@mui/material/IconButton';
import { lazy, useState } from 'react';
import { LoadOnOpen } from '../../../components/load-on-open';
import { retryImport } from '../../../lib/retry-import';
import { useTranslation } from '../../../locales/use-translation';
import { calendarName } from '../utils/calendar-name';

/** The menu, its subscription dialog and its import load when a calendar's menu first opens. */
const CalendarActionsMenu = lazy(() =>
  retryImport(() => import('./calendar-actions-menu')).then((module) => ({
    default: module.CalendarActionsMenu,
  })),
);

export interface CalendarActionsProps {
  calendar: Calendar;
  /** Said in the page's live region. */
  onDone: (message: string) => void;
}

/** A calendar's "⋮" button: its iCalendar actions (download, subscription address, import). */
export function CalendarActions({ calendar, onDone }: CalendarActionsProps) {
  const { t } = useTranslation('calendar');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('ics.actions', { name: calendarName(calendar, t) })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <span aria-hidden>⋮</span>
      </IconButton>
      <LoadOnOpen open={anchor !== null}>
        <CalendarActionsMenu
          calendar={calendar}
          anchor={anchor}
          onClose={() => setAnchor(null)}
          onDone={onDone}
        />
      </LoadOnOpen>
    </>
  );
}
