import Box from '@mui/material/Box';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PickersProvider } from '../../../components/date-field/pickers-provider';

export interface GoToDateProps {
  label: string;
  /** The day the grid shows (its current date). */
  current: Date | null;
  /** A whole date typed or picked, `YYYY-MM-DD`. */
  onGo: (date: string) => void;
}

/**
 * The toolbar's "Go to date": MUI X's picker, in its own chunk with the pickers' locales. While
 * a person types in it, it keeps what they type (the grid follows each whole date, and would
 * otherwise write its week's first day back into the field between two digits); otherwise it
 * shows the grid's date.
 */
export function GoToDate({ label, current, onGo }: GoToDateProps) {
  const [typed, setTyped] = useState<Dayjs | null | undefined>(undefined);
  const value = typed !== undefined ? typed : current ? dayjs(current) : null;
  return (
    <PickersProvider>
      <Box
        onFocus={() => typed === undefined && setTyped(value)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setTyped(undefined);
        }}
      >
        <DatePicker
          label={label}
          value={value}
          onChange={(next) => {
            setTyped(next);
            // typed or picked: a whole date (a year being typed reads 0002, 0020…)
            if (next?.isValid() && next.year() > 1900) onGo(next.format('YYYY-MM-DD'));
          }}
          slotProps={{ textField: { size: 'small', sx: { width: 190 } } }}
        />
      </Box>
    </PickersProvider>
  );
}
