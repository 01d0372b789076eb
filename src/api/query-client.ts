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
      // Offline, a save is made and fails in words ('Could not reach the server…'), with its
      // Reopen and the input kept. TanStack's default ('online') held it paused while the browser
      // said offline: 'Saving…' for good, unexplained, and the input lost to a reload.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
