import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http';

/** Once more after a failure, but not after a 404: asking again will not make it exist. */
const retryUnlessNotFound = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof HttpError && error.response.status === 404);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryUnlessNotFound,
      refetchOnWindowFocus: false,
      // Offline, a read is still tried once: the service worker may have it (issue 24).
      networkMode: 'offlineFirst',
    },
  },
});

/**
 * For data someone else changes (a coach reviews a learner's answer, a learner resubmits):
 * re-read whenever a screen shows it or the tab comes back into view.
 */
export const changedByOthers = { staleTime: 0, refetchOnWindowFocus: true } as const;
