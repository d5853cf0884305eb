import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Some reads mark things seen on the server (new assignments, new story chapters). Once such a
 * read is in, whatever announces them is re-read so the announcement goes.
 */
export function useSeenEffect(dataUpdatedAt: number, announcement: QueryKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: announcement });
  }, [dataUpdatedAt, queryClient, announcement]);
}
