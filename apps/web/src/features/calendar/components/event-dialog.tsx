import {
  CALENDAR_LINK_TYPES,
  type Calendar,
  type CalendarAnswer,
  type CalendarEventUpdate,
  type CalendarLink,
  type CalendarOccurrence,
  type CalendarScope,
  type ItemRef,
} from '@keeling/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useAuthContext } from '../../../auth/auth-context';
import { PickersProvider } from '../../../components/date-field/pickers-provider';
import { FormDialog } from '../../../components/form-dialog';
import { ItemChip } from '../../../components/item-link/item-chip';
import { ItemPicker } from '../../../components/item-link/item-picker';
import { OutlinedField } from '../../../components/outlined-field';
import { SelectField } from '../../../components/select-field';
import { errorMessage } from '../../../lib/error-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import {
  useAnswerEvent,
  useCreateEvent,
  useDeleteEvent,
  useMembers,
  useUpdateEvent,
} from '../api/calendar';
import { calendarName } from '../utils/calendar-name';
import { READABLE } from '../utils/readable';
import {
  fromRule,
  nthOf,
  REPEAT_FREQUENCIES,
  type RepeatForm,
  toRule,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '../utils/repeat';
import { browserTimeZone, toApiTimes } from '../utils/times';
import { atWallTime, inZone, sameWallTime, wallDate } from '../utils/zoned';
import { ScopeDialog } from './scope-dialog';
import { TimeZoneField } from './time-zone-field';

/** A weekly repeat still on its start's day alone follows the start to its new day. */
function withStartDay(repeat: RepeatForm, before: Dayjs, after: Dayjs): RepeatForm {
  const was = weekdayOf(wallDate(before));
  if (repeat.days.length !== 1 || repeat.days[0] !== was) return repeat;
  return { ...repeat, days: [weekdayOf(wallDate(after))] };
}

export type EventDialogTarget =
  | { kind: 'new'; start: Date; end: Date; allDay: boolean }
  | { kind: 'edit'; occurrence: CalendarOccurrence };

export interface EventDialogProps {
  target: EventDialogTarget;
  calendars: Calendar[];
  onClose: () => void;
  /** Said in the page's live region once a change is saved. */
  onDone: (message: string) => void;
}

interface Values {
  title: string;
  calendarId: string;
  allDay: boolean;
  /** The IANA zone the times are typed in (and the repeats keep their wall-clock time in). */
  timeZone: string;
  /** In `timeZone`. */
  start: Dayjs;
  /** For an all-day event, its last day (the API's end is the day after). */
  end: Dayjs;
  location: string;
  description: string;
  repeat: RepeatForm | null;
  attendeeIds: string[];
  /** The Keeling item it points to (a trip, a data set…). */
  link: CalendarLink | null;
}

/** An item the picker chose, as an event's link (the kinds an event may point to). */
const asLink = (ref: ItemRef | null): CalendarLink | null =>
  ref && (CALENDAR_LINK_TYPES as readonly string[]).includes(ref.type)
    ? { type: ref.type as CalendarLink['type'], id: ref.id }
    : null;

function initialValues(target: EventDialogTarget, calendars: Calendar[]): Values {
  if (target.kind === 'new') {
    const first = calendars.find((c) => c.canEdit && c.kind === 'personal') ?? calendars[0];
    const timeZone = browserTimeZone();
    const start = inZone(target.start, timeZone);
    const end = inZone(target.end, timeZone);
    return {
      title: '',
      calendarId: first?.id ?? '',
      allDay: target.allDay,
      timeZone,
      start,
      end: target.allDay ? end.subtract(1, 'day') : end,
      location: '',
      description: '',
      repeat: fromRule(null, target.start),
      attendeeIds: [],
      link: null,
    };
  }
  const o = target.occurrence;
  // an all-day event's dates are days in no zone: read as days of its zone
  const start = o.allDay ? atWallTime(o.start, o.timeZone) : inZone(o.start, o.timeZone);
  const end = o.allDay ? atWallTime(o.end, o.timeZone) : inZone(o.end, o.timeZone);
  return {
    title: o.title,
    calendarId: o.calendarId,
    allDay: o.allDay,
    timeZone: o.timeZone,
    start,
    end: o.allDay ? end.subtract(1, 'day') : end,
    location: o.location,
    description: o.description,
    repeat: fromRule(o.repeat, wallDate(start)),
    attendeeIds: o.attendees.map((a) => a.userId),
    link: o.link,
  };
}

/**
 * The event dialog: every change the grid allows by mouse (and more) by keyboard, with MUI's
 * date pickers. An occurrence of a repeat asks "this / this and following / all" before its
 * change or its deletion is saved. Someone who may not change the event sees it read-only and,
 * when invited, answers it. Loaded in its own chunk when it first opens.
 */
export function EventDialog({ target, calendars, onClose, onDone }: EventDialogProps) {
  const { t } = useTranslation('calendar');
  const { user } = useAuthContext();
  const format = useLocaleFormat();
  const occurrence = target.kind === 'edit' ? target.occurrence : null;
  const editable = calendars.filter((c) => c.canEdit);
  const readOnly = occurrence !== null && !occurrence.canEdit;
  const [values, setValues] = useState(() => initialValues(target, calendars));
  const initial = useState(() => initialValues(target, calendars))[0];
  const [submitted, setSubmitted] = useState(false);
  const [asking, setAsking] = useState<'edit' | 'delete' | null>(null);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const answer = useAnswerEvent();
  const members = useMembers(!readOnly);
  const busy = create.isPending || update.isPending || remove.isPending;
  const error = create.error ?? update.error ?? remove.error ?? answer.error;
  const repeating = occurrence !== null && occurrence.occurrenceStart !== null;
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setRepeat = (change: Partial<RepeatForm>) =>
    setValues((v) => (v.repeat ? { ...v, repeat: { ...v.repeat, ...change } } : v));

  const titleMissing = values.title.trim() === '';
  const endBeforeStart = values.allDay
    ? values.end.startOf('day').isBefore(values.start.startOf('day'))
    : !values.end.isAfter(values.start);
  const rule = values.repeat
    ? toRule(values.repeat, wallDate(values.start))
    : (occurrence?.repeat ?? null);
  const mine = occurrence?.attendees.find((a) => a.userId === user?.id);
  const [myAnswer, setMyAnswer] = useState<CalendarAnswer | undefined>(mine?.answer);

  /** The fields that changed, for a change (a repeat's scope decides what they reach). */
  function changes(): Omit<CalendarEventUpdate, 'version'> {
    const times = toApiTimes(values);
    const before = toApiTimes(initial);
    const body: Omit<CalendarEventUpdate, 'version'> = {};
    if (values.title !== initial.title) body.title = values.title.trim();
    if (values.calendarId !== initial.calendarId) body.calendarId = values.calendarId;
    if (values.location !== initial.location) body.location = values.location;
    if (values.description !== initial.description) body.description = values.description;
    if (values.allDay !== initial.allDay) body.allDay = values.allDay;
    if (values.timeZone !== initial.timeZone) body.timeZone = values.timeZone;
    if (values.attendeeIds.join() !== initial.attendeeIds.join())
      body.attendeeIds = values.attendeeIds;
    if (times.start !== before.start || times.end !== before.end || body.allDay !== undefined) {
      body.start = times.start;
      body.end = times.end;
    }
    const initialRule = initial.repeat
      ? toRule(initial.repeat, wallDate(initial.start))
      : (occurrence?.repeat ?? null);
    if (rule !== initialRule) body.repeat = rule;
    if (`${values.link?.type}:${values.link?.id}` !== `${initial.link?.type}:${initial.link?.id}`)
      body.link = values.link;
    return body;
  }

  const done = (key: 'saved' | 'deleted') => {
    onDone(t(`announce.${key}`, { title: values.title.trim() || occurrence?.title || '' }));
    onClose();
  };

  function save(scope: CalendarScope) {
    if (!occurrence) return;
    update.mutate(
      {
        id: occurrence.id,
        version: occurrence.version,
        scope,
        ...(occurrence.occurrenceStart ? { occurrenceStart: occurrence.occurrenceStart } : {}),
        ...changes(),
      },
      { onSuccess: () => done('saved') },
    );
  }

  function destroy(scope: CalendarScope) {
    if (!occurrence) return;
    remove.mutate(
      {
        id: occurrence.id,
        version: occurrence.version,
        scope,
        ...(occurrence.occurrenceStart ? { occurrenceStart: occurrence.occurrenceStart } : {}),
      },
      { onSuccess: () => done('deleted') },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (readOnly) return onClose();
    if (titleMissing || endBeforeStart) return;
    if (!occurrence) {
      const times = toApiTimes(values);
      create.mutate(
        {
          calendarId: values.calendarId,
          title: values.title.trim(),
          description: values.description,
          location: values.location,
          allDay: values.allDay,
          ...times,
          timeZone: values.timeZone,
          repeat: rule,
          attendeeIds: values.attendeeIds,
          link: values.link,
        },
        { onSuccess: () => done('saved') },
      );
    } else if (repeating) setAsking('edit');
    else save('all');
  }

  const weekdayName = (day: Weekday) =>
    dayjs()
      .day((WEEKDAYS.indexOf(day) + 1) % 7)
      .format('dddd');

  return (
    <PickersProvider>
      <FormDialog
        title={t(
          readOnly ? 'dialog.viewTitle' : occurrence ? 'dialog.editTitle' : 'dialog.newTitle',
        )}
        submitLabel={t(readOnly ? 'dialog.close' : occurrence ? 'dialog.save' : 'dialog.create')}
        cancelLabel={t('dialog.cancel')}
        isSubmitting={busy}
        error={error ? errorMessage(t, error) : undefined}
        onSubmit={onSubmit}
        onClose={onClose}
        fullScreenOnPhone
      >
        <OutlinedField
          label={t('dialog.title')}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          required
          autoFocus={!readOnly}
          disabled={readOnly}
          error={submitted && titleMissing}
          helperText={submitted && titleMissing ? t('dialog.required') : undefined}
          fullWidth
        />
        <SelectField
          label={t('dialog.calendar')}
          value={values.calendarId}
          onChange={(e) => set('calendarId', e.target.value)}
          disabled={readOnly}
          fullWidth
        >
          {(readOnly ? calendars : editable).map((calendar) => (
            <MenuItem key={calendar.id} value={calendar.id}>
              {calendarName(calendar, t)}
            </MenuItem>
          ))}
        </SelectField>
        <FormControlLabel
          control={
            <Switch
              checked={values.allDay}
              onChange={(e) => set('allDay', e.target.checked)}
              disabled={readOnly}
            />
          }
          label={t('dialog.allDay')}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {values.allDay ? (
            <>
              <DatePicker
                label={t('dialog.start')}
                timezone={values.timeZone}
                value={values.start}
                onChange={(v) => {
                  if (v?.isValid())
                    setValues((old) => ({
                      ...old,
                      start: v,
                      repeat: old.repeat && withStartDay(old.repeat, old.start, v),
                    }));
                }}
                disabled={readOnly}
                slotProps={{ textField: { fullWidth: true } }}
              />
              <DatePicker
                label={t('dialog.end')}
                timezone={values.timeZone}
                value={values.end}
                onChange={(v) => v?.isValid() && set('end', v)}
                disabled={readOnly}
                slotProps={{
                  textField: {
                    fullWidth: true,
                    error: submitted && endBeforeStart,
                    helperText:
                      submitted && endBeforeStart ? t('dialog.endBeforeStart') : undefined,
                  },
                }}
              />
            </>
          ) : (
            <>
              <DateTimePicker
                label={t('dialog.start')}
                timezone={values.timeZone}
                value={values.start}
                onChange={(v) => {
                  if (!v?.isValid()) return;
                  // whole minutes: a date being typed (year 0002) passes through zones' local
                  // mean times, whose offsets have seconds (Paris: +00:09:21)
                  const start = v.startOf('minute');
                  // the end keeps the duration when the start moves
                  const minutes = Math.round(values.end.diff(values.start) / 60_000);
                  setValues((old) => ({
                    ...old,
                    start,
                    end: start.add(minutes, 'minute'),
                    repeat: old.repeat && withStartDay(old.repeat, old.start, start),
                  }));
                }}
                disabled={readOnly}
                ampm={false}
                slotProps={{ textField: { fullWidth: true } }}
              />
              <DateTimePicker
                label={t('dialog.end')}
                timezone={values.timeZone}
                value={values.end}
                onChange={(v) => v?.isValid() && set('end', v.startOf('minute'))}
                disabled={readOnly}
                ampm={false}
                slotProps={{
                  textField: {
                    fullWidth: true,
                    error: submitted && endBeforeStart,
                    helperText:
                      submitted && endBeforeStart ? t('dialog.endBeforeStart') : undefined,
                  },
                }}
              />
            </>
          )}
        </Stack>
        {!values.allDay && (
          <TimeZoneField
            label={t('dialog.timeZone')}
            value={values.timeZone}
            onChange={(zone) =>
              setValues((old) => ({
                ...old,
                timeZone: zone,
                start: sameWallTime(old.start, zone),
                end: sameWallTime(old.end, zone),
              }))
            }
            at={values.start.toDate()}
            disabled={readOnly}
            helperText={
              values.timeZone === browserTimeZone()
                ? undefined
                : t('dialog.yourTime', {
                    zone: browserTimeZone(),
                    start: format.dateTime(values.start.toDate()),
                    end: format.dateTime(values.end.toDate()),
                  })
            }
          />
        )}
        {values.repeat ? (
          <>
            <SelectField
              label={t('dialog.repeat')}
              value={values.repeat.freq}
              onChange={(e) =>
                setRepeat({
                  freq: e.target.value as RepeatForm['freq'],
                  // a weekly repeat starts on the start's day; more days are added to it
                  ...(values.repeat && values.repeat.days.length <= 1
                    ? { days: [weekdayOf(wallDate(values.start))] }
                    : {}),
                })
              }
              disabled={readOnly}
              fullWidth
            >
              {REPEAT_FREQUENCIES.map((freq) => (
                <MenuItem key={freq} value={freq}>
                  {t(`frequency.${freq}`)}
                </MenuItem>
              ))}
            </SelectField>
            {values.repeat.freq === 'WEEKLY' && (
              <Stack spacing={1}>
                <FormLabel id="calendar-repeat-days">{t('dialog.repeatOn')}</FormLabel>
                <ToggleButtonGroup
                  aria-labelledby="calendar-repeat-days"
                  value={values.repeat.days}
                  onChange={(_, days: Weekday[]) => setRepeat({ days })}
                  disabled={readOnly}
                  size="small"
                  sx={{ flexWrap: 'wrap' }}
                >
                  {WEEKDAYS.map((day) => (
                    <ToggleButton key={day} value={day} aria-label={weekdayName(day)} sx={READABLE}>
                      {weekdayName(day).slice(0, 3)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
            )}
            {values.repeat.freq === 'MONTHLY' && (
              <SelectField
                label={t('dialog.monthlyBy')}
                value={values.repeat.monthlyBy}
                onChange={(e) => setRepeat({ monthlyBy: e.target.value as 'day' | 'weekday' })}
                disabled={readOnly}
                fullWidth
              >
                <MenuItem value="day">
                  {t('dialog.monthlyByDay', { day: values.start.date() })}
                </MenuItem>
                <MenuItem value="weekday">
                  {t('dialog.monthlyByWeekday', {
                    nth: t(`nth.${nthOf(wallDate(values.start))}`),
                    weekday: weekdayName(weekdayOf(wallDate(values.start))),
                  })}
                </MenuItem>
              </SelectField>
            )}
            {values.repeat.freq !== 'none' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <SelectField
                  label={t('dialog.ends')}
                  value={values.repeat.ends}
                  onChange={(e) => setRepeat({ ends: e.target.value as RepeatForm['ends'] })}
                  disabled={readOnly}
                  fullWidth
                >
                  <MenuItem value="never">{t('dialog.endsNever')}</MenuItem>
                  <MenuItem value="until">{t('dialog.endsUntil')}</MenuItem>
                  <MenuItem value="count">{t('dialog.endsCount')}</MenuItem>
                </SelectField>
                {values.repeat.ends === 'until' && (
                  <DatePicker
                    label={t('dialog.until')}
                    value={values.repeat.until ? dayjs(values.repeat.until) : null}
                    onChange={(v) => v?.isValid() && setRepeat({ until: v.format('YYYY-MM-DD') })}
                    disabled={readOnly}
                    slotProps={{ textField: { fullWidth: true } }}
                  />
                )}
                {values.repeat.ends === 'count' && (
                  <OutlinedField
                    label={t('dialog.count')}
                    type="number"
                    value={String(values.repeat.count)}
                    onChange={(e) => setRepeat({ count: Number(e.target.value) || 1 })}
                    disabled={readOnly}
                    slotProps={{ htmlInput: { min: 1, max: 1000 } }}
                    fullWidth
                  />
                )}
              </Stack>
            )}
          </>
        ) : (
          <Typography variant="body2">
            {t('dialog.customRepeat', { rule: occurrence?.repeat ?? '' })}
          </Typography>
        )}
        <OutlinedField
          label={t('dialog.location')}
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
          disabled={readOnly}
          fullWidth
        />
        <OutlinedField
          label={t('dialog.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          disabled={readOnly}
          multiline
          minRows={2}
          fullWidth
        />
        {!readOnly && (
          <ItemPicker
            value={values.link}
            onChange={(ref) => set('link', asLink(ref))}
            types={CALENDAR_LINK_TYPES}
          />
        )}
        {values.link && <ItemChip item={values.link} sx={{ alignSelf: 'flex-start' }} />}
        {!readOnly && (
          <Autocomplete
            multiple
            options={members.data?.items ?? []}
            value={(members.data?.items ?? []).filter((m) => values.attendeeIds.includes(m.id))}
            onChange={(_event, chosen) =>
              set(
                'attendeeIds',
                chosen.map((m) => m.id),
              )
            }
            getOptionLabel={(member) => member.name}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            loading={members.isFetching}
            renderInput={(params) => <OutlinedField {...params} label={t('dialog.attendees')} />}
          />
        )}
        {occurrence && occurrence.attendees.length > 0 && (
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3">
              {t('dialog.attendees')}
            </Typography>
            <List dense disablePadding>
              {occurrence.attendees.map((a) => (
                <ListItem key={a.userId} disableGutters>
                  <ListItemText primary={a.name} secondary={t(`answers.${a.answer}`)} />
                </ListItem>
              ))}
            </List>
          </Stack>
        )}
        {occurrence && mine && (
          <FormGroup>
            <FormLabel id="calendar-your-answer">{t('dialog.yourAnswer')}</FormLabel>
            <ToggleButtonGroup
              aria-labelledby="calendar-your-answer"
              exclusive
              value={myAnswer}
              onChange={(_, value: CalendarAnswer | null) => {
                if (value && value !== 'pending')
                  answer.mutate(
                    { id: occurrence.id, answer: value },
                    {
                      onSuccess: () => {
                        setMyAnswer(value);
                        onDone(
                          t('announce.answered', {
                            title: occurrence.title,
                            answer: t(`answers.${value}`),
                          }),
                        );
                      },
                    },
                  );
              }}
              size="small"
            >
              {(['yes', 'maybe', 'no'] as const).map((value) => (
                <ToggleButton key={value} value={value} sx={READABLE}>
                  {t(`answers.${value}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </FormGroup>
        )}
        {occurrence?.canEdit && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => (repeating ? setAsking('delete') : destroy('all'))}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('dialog.delete')}
          </Button>
        )}
      </FormDialog>
      {asking && (
        <ScopeDialog
          action={asking}
          onCancel={() => setAsking(null)}
          onChoose={(scope) => {
            setAsking(null);
            if (asking === 'edit') save(scope);
            else destroy(scope);
          }}
        />
      )}
    </PickersProvider>
  );
}
