import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * For data someone else changes (a coach reviews a learner's answer, a learner resubmits):
 * re-read whenever a screen shows it or the tab comes back into view.
 */
export const changedByOthers = { staleTime: 0, refetchOnWindowFocus: true } as const;
