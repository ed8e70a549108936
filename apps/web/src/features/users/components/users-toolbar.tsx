import { ROLES, USER_LIST_LIMITS } from '@keeling/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useCallback } from 'react';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { useTranslation } from '../../../locales/use-translation';
import type { UserListState } from '../utils/user-list-state';

interface UsersToolbarProps {
  state: UserListState;
  onChange: (changes: Partial<UserListState>) => void;
}

/** The role filter and the search (names and e-mail), both in the URL. */
export function UsersToolbar({ state, onChange }: UsersToolbarProps) {
  const { t } = useTranslation('users');
  const onSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2.5 }}>
      <SelectField
        label={t('filters.role')}
        value={state.role}
        onChange={(event) => onChange({ role: event.target.value as UserListState['role'] })}
        slotProps={{ select: { displayEmpty: true } }}
        sx={{ minWidth: { sm: 200 } }}
      >
        <MenuItem value="">{t('filters.allRoles')}</MenuItem>
        {ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`common:account.roles.${role}`)}
          </MenuItem>
        ))}
      </SelectField>
      <SearchField
        value={state.search}
        onSearch={onSearch}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        clearLabel={t('filters.clearSearch')}
        maxLength={USER_LIST_LIMITS.searchMax}
      />
    </Stack>
  );
}
