import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from '../../../locales/use-translation';

type CountedFieldProps = Omit<TextFieldProps, 'value'> & { value: string; max: number };

/** A text field that shows "used / max" characters under it, red past the limit. */
export function CountedField({ value, max, helperText, error, ...props }: CountedFieldProps) {
  const { t } = useTranslation('blog');
  const isOver = value.length > max;
  return (
    <TextField
      {...props}
      value={value}
      error={error || isOver}
      helperText={
        <>
          {helperText && <span>{helperText} </span>}
          {/* isolated: in a right-to-left page "0 / 200" would otherwise read "200 / 0" */}
          <bdi>{t('editor.fields.count', { count: value.length, max })}</bdi>
        </>
      }
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
      }}
    />
  );
}
