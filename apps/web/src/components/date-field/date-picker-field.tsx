import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { frFR, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import type { Language } from '../../locales/locales-config';
import { arabicPickersText } from '../../locales/mui/date-pickers-ar';
import { useTranslation } from '../../locales/use-translation';

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or null for no day. */
  value: string | null;
  onChange: (value: string | null) => void;
  name?: string;
  error?: boolean;
  helperText?: string | undefined;
}

/** The pickers' own texts (its buttons and the calendar's names) per language. */
const TEXTS: Record<Language, Partial<PickersLocaleText> | undefined> = {
  en: undefined,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  ar: arabicPickersText,
};

/** `DateField`'s picker (its own chunk): a day typed section by section or picked in a calendar. */
export function DatePickerField({
  label,
  value,
  onChange,
  name,
  error,
  helperText,
}: DateFieldProps) {
  const { language } = useTranslation();
  const day = value ? dayjs(value) : null;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={TEXTS[language]}
    >
      <DatePicker
        label={label}
        value={day}
        onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : null)}
        slotProps={{
          field: { clearable: true },
          textField: { name, error, helperText, fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
