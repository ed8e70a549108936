import { ROLES, USER_STATUSES } from '@keeling/contract';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';

interface RoleStatusFieldsProps<T extends FieldValues> {
  control: Control<T>;
}

/** The role and status selects of the create and edit dialogs. */
export function RoleStatusFields<T extends FieldValues>({ control }: RoleStatusFieldsProps<T>) {
  const { t } = useTranslation('users');
  const select = (
    name: 'role' | 'status',
    options: readonly string[],
    text: (v: string) => string,
  ) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <SelectField
          fullWidth
          label={t(`form.${name}`)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error && t('errors:issues.invalid', { field: t(`form.${name}`) })}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {text(option)}
            </MenuItem>
          ))}
        </SelectField>
      )}
    />
  );
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('role', ROLES, (role) => t(`common:account.roles.${role}`))}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {select('status', USER_STATUSES, (status) => t(`statuses.${status}`))}
      </Grid>
    </>
  );
}
