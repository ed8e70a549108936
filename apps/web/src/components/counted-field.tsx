import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from '../locales/use-translation';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

type CountedFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'value' | 'name' | 'sx' | 'minRows' | 'maxRows'
> & {
  form: Pick<UseFormReturn<T>, 'control' | 'register'>;
  /** A text field of the form. */
  name: Path<T>;
  max: number;
};

/**
 * A multiline field is a plain textarea of `rows` lines that grows with its text where the browser
 * has `field-sizing`. MUI's autosizing textarea measures a hidden copy of itself in a layout
 * effect: a forced layout of the whole page for each such field while the form mounts.
 */
const plainTextarea = (rows: OutlinedFieldProps['rows'] = 1) =>
  ({
    input: { inputComponent: 'textarea' },
    sx: { '& textarea': { fieldSizing: 'content', minBlockSize: `${rows}lh` } },
  }) as const;

/**
 * A form field that shows "used / max" characters under it, red past the limit. It registers and
 * watches its own value: typing re-renders this field, not the card or the form around it.
 */
export function CountedField<T extends FieldValues>(props: CountedFieldProps<T>) {
  const { form, name, max, helperText, error, ...rest } = props;
  const { t } = useTranslation();
  const value = String(useWatch({ control: form.control, name }) ?? '');
  const { ref, ...field } = form.register(name);
  const isOver = value.length > max;
  const textarea = rest.multiline ? plainTextarea(rest.rows) : undefined;
  return (
    <OutlinedField
      {...rest}
      {...field}
      inputRef={ref}
      value={value}
      error={error || isOver}
      helperText={
        <>
          {helperText && <span>{helperText}</span>}
          {/* isolated: in a right-to-left page "0 / 200" would otherwise read "200 / 0" */}
          <bdi data-testid={`${name}-count`}>
            {t('countedField.count', { count: value.length, max })}
          </bdi>
        </>
      }
      sx={textarea?.sx}
      slotProps={{
        ...rest.slotProps,
        ...(textarea && { input: textarea.input }),
        formHelperText: { sx: { display: 'flex', justifyContent: 'space-between', gap: 1 } },
      }}
    />
  );
}
