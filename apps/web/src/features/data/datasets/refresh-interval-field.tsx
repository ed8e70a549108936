import { DATASET_REFRESH_INTERVALS, type DatasetRefreshInterval } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import type { Ref } from 'react';
import { SelectField, type SelectFieldProps } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

type Interval = DatasetRefreshInterval | null;

const OFF = 'off';
const optionOf = (value: Interval | undefined) => (value == null ? OFF : String(value));
const intervalOf = (option: string): Interval =>
  DATASET_REFRESH_INTERVALS.find((hours) => String(hours) === option) ?? null;

interface RefreshIntervalFieldProps
  extends Pick<
    SelectFieldProps<string>,
    'error' | 'helperText' | 'disabled' | 'size' | 'sx' | 'name'
  > {
  value: Interval | undefined;
  onChange: (value: Interval) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** "Automatic refresh": Off, Daily or Weekly (a react-hook-form Controller's field). */
export function RefreshIntervalField({ value, onChange, ...props }: RefreshIntervalFieldProps) {
  const { t } = useTranslation('data');
  return (
    <SelectField
      label={t('schedule.label')}
      value={optionOf(value)}
      onChange={(event) => onChange(intervalOf(event.target.value))}
      sx={{ minWidth: 200 }}
      {...props}
    >
      <MenuItem value={OFF}>{t('schedule.off')}</MenuItem>
      {DATASET_REFRESH_INTERVALS.map((hours) => (
        <MenuItem key={hours} value={String(hours)}>
          {t(`schedule.every.${hours}`)}
        </MenuItem>
      ))}
    </SelectField>
  );
}
