import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { PickersProvider } from './pickers-provider';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or null for no day. */
  value: string | null;
  onChange: (value: string | null) => void;
  name?: string;
  error?: boolean;
  helperText?: string | undefined;
}

/** `DateField`'s picker (its own chunk): a day typed section by section or picked in a calendar. */
export function DatePickerField({
  label,
  value,
  onChange,
  name,
  error,
  helperText,
}: DateFieldProps) {
  const day = value ? dayjs(value) : null;
  return (
    <PickersProvider>
      <DatePicker
        label={label}
        value={day}
        onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : null)}
        slotProps={{
          field: { clearable: true },
          textField: { name, error, helperText, fullWidth: true },
        }}
      />
    </PickersProvider>
  );
}
