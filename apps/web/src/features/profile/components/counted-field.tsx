import type { ProfileFormValues } from '@keeling/contract/profile';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { OutlinedField } from '../../../components/outlined-field';
import { fieldProps } from '../../../lib/field-props';
import { useTranslation } from '../../../locales/use-translation';

interface CountedFieldProps {
  form: UseFormReturn<ProfileFormValues>;
  name: 'about';
  label: string;
  max: number;
}

/**
 * A multiline field with "used / max" characters under it, red past the contract's limit. It
 * watches its own value: typing re-renders this field, not the form around it.
 */
export function CountedField({ form, name, label, max }: CountedFieldProps) {
  const { t } = useTranslation('profile');
  const value = useWatch({ control: form.control, name });
  const field = fieldProps(form, name, label, t);
  const isOver = value.length > max;
  return (
    <OutlinedField
      {...field}
      multiline
      rows={5}
      fullWidth
      error={field.error || isOver}
      helperText={
        <>
          <span>{field.helperText}</span>
          {/* isolated: in a right-to-left page "0 / 1000" would otherwise read "1000 / 0" */}
          <bdi data-testid={`${name}-count`}>{t('form.count', { count: value.length, max })}</bdi>
        </>
      }
      slotProps={{
        formHelperText: { sx: { display: 'flex', justifyContent: 'space-between', gap: 1 } },
      }}
    />
  );
}
