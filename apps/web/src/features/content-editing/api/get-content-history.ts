import { getContentHistory } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const contentHistoryQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['content-editing', 'history', itemId] as const,
    queryFn: async () => (await call(getContentHistory, { params: { itemId } })).data.entries,
  });

/** The item's changes, newest first. */
export const useContentHistory = (itemId: string) => useQuery(contentHistoryQuery(itemId));
