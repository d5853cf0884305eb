import {
  type ContentItemView,
  discardContentDraft,
  getContentItem,
  publishContentItem,
  saveContentDraft,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { contentHistoryQuery } from './get-content-history';
import { contentWeeksQuery } from './get-content-weeks';

export const contentItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['content-editing', 'items', itemId] as const,
    queryFn: async () => (await call(getContentItem, { params: { itemId } })).data,
  });

/** One item as published, and its draft. */
export const useContentItem = (itemId: string) => useQuery(contentItemQuery(itemId));

/**
 * Saves the draft, throws it away, or publishes it (saving `data` first when given): each
 * answers with the item, which replaces the kept one; the list and the history follow.
 */
export function useChangeContentItem(itemId: string) {
  const queryClient = useQueryClient();
  const params = { itemId };
  return useMutation({
    mutationFn: async (
      change: { action: 'save' | 'publish'; data?: unknown } | { action: 'discard' },
    ): Promise<ContentItemView> => {
      if (change.action === 'discard') return (await call(discardContentDraft, { params })).data;
      if (change.data !== undefined) {
        const saved = (await call(saveContentDraft, { params, body: { data: change.data } })).data;
        if (change.action === 'save') return saved;
      }
      return (await call(publishContentItem, { params })).data;
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQuery(itemId).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: contentHistoryQuery(itemId).queryKey });
    },
  });
}
