import {
  type QueryKey,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from './realtime';

/**
 * A realtime reference read like any other query (spec §7: read once, cached by reference and
 * query) and read again whenever the server says it changed — on this tab's one WebSocket.
 */
export function useRealtimeQuery<T>(
  ref: string,
  options: UseQueryOptions<T, Error, T, QueryKey>,
  /** Skip a re-read while this says no (the tab's own change is on its way and will tell). */
  mayReread: () => boolean = () => true,
) {
  const queryClient = useQueryClient();
  const { queryKey } = options;
  useEffect(
    () =>
      realtime.follow(ref, () => {
        if (mayReread()) void queryClient.invalidateQueries({ queryKey });
      }),
    // The key's content, not its identity, says what to re-read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [ref, queryClient, JSON.stringify(queryKey)],
  );
  return useQuery(options);
}
