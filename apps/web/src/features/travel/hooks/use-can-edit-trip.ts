import type { Trip } from '@keeling/contract';
import { useCallback } from 'react';
import { useAuthContext } from '../../../auth/auth-context';

/**
 * Whether the signed-in user may change a trip (issue 30, item 7): every member records trips and
 * changes their own; editors and admins change anyone's. The server holds the same rule.
 */
export function useCanEditTrip(): (trip: Trip) => boolean {
  const { user } = useAuthContext();
  const role = user?.role ?? 'admin';
  const userId = user?.id;
  return useCallback(
    (trip: Trip) => role === 'admin' || role === 'editor' || trip.createdBy?.id === userId,
    [role, userId],
  );
}
