import {
  API,
  apiPath,
  type Calendar,
  calendarFeedResponseSchema,
  calendarImportResponseSchema,
  okResponseSchema,
} from '@keeling/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { OutlinedField } from '../../../components/outlined-field';
import { downloadBlob } from '../../../lib/csv';
import { errorMessage } from '../../../lib/error-message';
import { deleteJson, getJson, postJson } from '../../../lib/http';
import { useTranslation } from '../../../locales/use-translation';
import { calendarKeys } from '../api/calendar';
import { calendarName } from '../utils/calendar-name';

export interface CalendarActionsMenuProps {
  calendar: Calendar;
  /** The menu's button; null when the menu is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Said in the page's live region. */
  onDone: (message: string) => void;
}

/**
 * A calendar's iCalendar actions: download it as .ics, get (or replace, or revoke) a private
 * subscription address for other calendar apps, and, in a calendar one manages, import an .ics
 * file (all of it or, with the line at fault named, none). Loaded when a calendar's menu first opens.
 */
export function CalendarActionsMenu({
  calendar,
  anchor,
  onClose,
  onDone,
}: CalendarActionsMenuProps) {
  const { t } = useTranslation('calendar');
  const queryClient = useQueryClient();
  const [feed, setFeed] = useState<string | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const name = calendarName(calendar, t);
  const fail = (error: unknown) => onDone(t('ics.failed', { reason: errorMessage(t, error) }));
  const close = onClose;

  async function download() {
    close();
    try {
      const text = await getJson(apiPath(API.calendar.ics, { id: calendar.id }), z.string());
      downloadBlob(new Blob([text], { type: 'text/calendar' }), `${name}.ics`);
    } catch (error) {
      fail(error);
    }
  }

  async function newFeed() {
    try {
      const { path } = await postJson(
        apiPath(API.calendar.feed, { id: calendar.id }),
        {},
        calendarFeedResponseSchema,
      );
      setFeed(`${window.location.origin}${path}`);
    } catch (error) {
      fail(error);
    }
  }

  async function copyFeed() {
    if (!feed) return;
    try {
      await navigator.clipboard.writeText(feed);
      onDone(t('ics.copied'));
    } catch {
      onDone(t('ics.copyFailed'));
    }
  }

  async function revokeFeed() {
    try {
      await deleteJson(apiPath(API.calendar.feed, { id: calendar.id }), okResponseSchema);
      setFeed(null);
      onDone(t('ics.revoked'));
    } catch (error) {
      fail(error);
    }
  }

  async function importFile(file: File) {
    try {
      const { imported } = await postJson(
        apiPath(API.calendar.import, { id: calendar.id }),
        { content: await file.text() },
        calendarImportResponseSchema,
      );
      await queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      onDone(t('ics.imported', { count: imported, calendar: name }));
    } catch (error) {
      fail(error);
    }
  }

  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={() => void download()}>{t('ics.download')}</MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setFeedOpen(true);
          }}
        >
          {t('ics.subscribe')}
        </MenuItem>
        {calendar.canEdit && (
          <MenuItem
            onClick={() => {
              close();
              fileInput.current?.click();
            }}
          >
            {t('ics.import')}
          </MenuItem>
        )}
      </Menu>
      <input
        ref={fileInput}
        type="file"
        accept=".ics,text/calendar"
        hidden
        aria-label={t('ics.import')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {feedOpen && (
        <Dialog open onClose={() => setFeedOpen(false)} aria-labelledby={titleId} fullWidth>
          <DialogTitle id={titleId}>{t('ics.subscribeTitle', { name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('ics.subscribeHelp')}</DialogContentText>
            {feed && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <OutlinedField
                  label={t('ics.address')}
                  value={feed}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true } }}
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="outlined" onClick={() => void copyFeed()}>
                  {t('ics.copy')}
                </Button>
              </Stack>
            )}
          </DialogContent>
          <DialogActions>
            <Button color="error" variant="outlined" onClick={() => void revokeFeed()}>
              {t('ics.revoke')}
            </Button>
            <Button variant="outlined" color="inherit" onClick={() => setFeedOpen(false)}>
              {t('dialog.close')}
            </Button>
            <Button variant="contained" onClick={() => void newFeed()}>
              {t(feed ? 'ics.newAddress' : 'ics.getAddress')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
