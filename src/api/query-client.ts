import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './fetcher';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only what a retry can fix: network failures, not answers.
        retry: (count, err) => count < 1 && err instanceof ApiRequestError && err.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}
