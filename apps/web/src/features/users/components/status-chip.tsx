import type { User } from '@keeling/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../locales/use-translation';

const COLORS = {
  active: 'success',
  pending: 'warning',
  banned: 'error',
  rejected: 'default',
} as const;

/** A user's status as a soft label. */
export function StatusChip({ status }: { status: User['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`statuses.${status}`)} />
  );
}
