import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickersProvider } from '../../../components/date-field/pickers-provider';

export interface GoToDateProps {
  label: string;
  /** The day the grid shows (its current date). */
  current: Date | null;
  /** A whole date typed or picked, `YYYY-MM-DD`. */
  onGo: (date: string) => void;
}

/** The toolbar's "Go to date": MUI X's picker, in its own chunk with the pickers' locales. */
export function GoToDate({ label, current, onGo }: GoToDateProps) {
  return (
    <PickersProvider>
      <DatePicker
        label={label}
        value={current ? dayjs(current) : null}
        onChange={(value) => {
          // typed or picked: a whole date (a year being typed reads 0002, 0020…)
          if (value?.isValid() && value.year() > 1900) onGo(value.format('YYYY-MM-DD'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: 190 } } }}
      />
    </PickersProvider>
  );
}
