import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { createQueryClient } from './query-client';

/** One client for the signed-in area. */
export const queryClient = createQueryClient();

/**
 * TanStack Query for the dashboard. It lives in the (lazy) dashboard layout, not the entry,
 * so the sign-in page does not download it; leaving the dashboard (logout, expiry) drops the
 * cache so the next user never sees the previous user's data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => () => queryClient.clear(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
