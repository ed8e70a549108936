import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from './http';

/** Client errors (4xx) are answers, not glitches: retry only network and server failures. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 && !(isHttpError(error) && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
