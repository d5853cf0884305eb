import { type QueryState, QueryClient } from '@tanstack/react-query';
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
 * A read this recent is the opening screen's own: its route's loader asked for it as the route
 * loaded (issue 22), and the screen's first render would otherwise ask for it a second time.
 */
const JUST_READ_MS = 2_000;
const unlessJustRead = (query: { state: QueryState }) =>
  query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_READ_MS;

/**
 * For data someone else changes (a coach reviews a learner's answer, a learner resubmits):
 * re-read whenever a screen shows it (unless just read for it) or the tab comes back into view.
 */
export const changedByOthers = {
  staleTime: 0,
  refetchOnMount: unlessJustRead,
  refetchOnWindowFocus: true,
} as const;
