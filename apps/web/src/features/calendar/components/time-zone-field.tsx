import Autocomplete from '@mui/material/Autocomplete';
import { useMemo } from 'react';
import { OutlinedField } from '../../../components/outlined-field';
import { dateTimeFormatFor } from '../../../locales/format';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { timeZones } from '../utils/zoned';

export interface TimeZoneFieldProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  /** The offsets shown are the ones of this instant (the event's start). */
  at: Date;
  disabled?: boolean;
  helperText?: string | undefined;
}

/** "GMT+9", "UTC+1"…: a zone's offset at an instant, in the reader's language. */
function offsetOf(zone: string, at: Date, locale: string) {
  const parts = dateTimeFormatFor(locale, { timeZone: zone, timeZoneName: 'shortOffset' });
  return parts.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * The event's time zone among the browser's IANA zones, typed to filter ("Tokyo") or chosen:
 * each with its offset at the event's start.
 */
export function TimeZoneField({
  label,
  value,
  onChange,
  at,
  disabled,
  helperText,
}: TimeZoneFieldProps) {
  const { locale } = useLocaleFormat();
  const day = at.toISOString().slice(0, 10);
  const labels = useMemo(() => {
    const when = new Date(`${day}T12:00:00Z`);
    return new Map(
      timeZones().map((zone) => [
        zone,
        `${zone.replaceAll('_', ' ')} (${offsetOf(zone, when, locale)})`,
      ]),
    );
  }, [day, locale]);
  // a zone stored by another app (an alias, Etc/…) stays choosable as it is
  const options = useMemo(
    () => (labels.has(value) ? [...labels.keys()] : [value, ...labels.keys()]),
    [labels, value],
  );
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, zone) => zone && onChange(zone)}
      getOptionLabel={(zone) => labels.get(zone) ?? zone}
      disableClearable
      disabled={disabled}
      renderInput={(params) => (
        <OutlinedField {...params} label={label} helperText={helperText} fullWidth />
      )}
    />
  );
}
