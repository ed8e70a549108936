import { type UseFormReturn, useWatch } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from '../../../components/outlined-field';
import { useTranslation } from '../../../locales/use-translation';
import type { ArticleFormValues } from './form-schema';
import { registerText, type TextName } from './register-field';

type CountedFieldProps = Omit<
  OutlinedFieldProps,
  'value' | 'name' | 'sx' | 'minRows' | 'maxRows'
> & {
  form: Pick<UseFormReturn<ArticleFormValues>, 'control' | 'register'>;
  name: TextName;
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
 * A form field that shows "used / max" characters under it, red past the limit. It watches its
 * own value: typing re-renders this field, not the card or the form around it.
 */
export function CountedField({ form, name, max, helperText, error, ...props }: CountedFieldProps) {
  const { t } = useTranslation('blog');
  const value = useWatch({ control: form.control, name });
  const isOver = value.length > max;
  const textarea = props.multiline ? plainTextarea(props.rows) : undefined;
  return (
    <OutlinedField
      {...props}
      {...registerText(form.register, name)}
      value={value}
      error={error || isOver}
      helperText={
        <>
          {helperText && <span>{helperText} </span>}
          {/* isolated: in a right-to-left page "0 / 200" would otherwise read "200 / 0" */}
          <bdi>{t('editor.fields.count', { count: value.length, max })}</bdi>
        </>
      }
      sx={textarea?.sx}
      slotProps={{
        ...props.slotProps,
        ...(textarea && { input: textarea.input }),
        formHelperText: { sx: { display: 'flex', justifyContent: 'space-between' } },
      }}
    />
  );
}
