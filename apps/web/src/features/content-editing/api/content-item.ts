import {
  type ContentItemView,
  createContentItem,
  deleteContentItem,
  discardContentDraft,
  getContentItem,
  type NewContentItemKind,
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

/** What the editor asks of an item: save its draft, publish it (saving `data` first), discard. */
export type ContentItemChange =
  { action: 'save' | 'publish'; data?: unknown } | { action: 'discard' };

/**
 * Saves the draft, throws it away, or publishes it (saving `data` first when given): each
 * answers with the item, which replaces the kept one; the list and the history follow.
 */
export function useChangeContentItem(itemId: string) {
  const queryClient = useQueryClient();
  const params = { itemId };
  return useMutation({
    mutationFn: async (change: ContentItemChange): Promise<ContentItemView> => {
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

/**
 * Adds a new item to a week with its first draft (saving), and publishes it at once when asked;
 * answers with the new item, kept under its own key.
 */
export function useCreateContentItem(weekId: string, kind: NewContentItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ContentItemChange): Promise<ContentItemView> => {
      const data = 'data' in change ? change.data : undefined;
      const created = (await call(createContentItem, { params: { weekId }, body: { kind, data } }))
        .data;
      if (change.action !== 'publish') return created;
      return (await call(publishContentItem, { params: { itemId: created.id } })).data;
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQuery(item.id).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery().queryKey });
    },
  });
}

/** Deletes an item added in the app and never published. */
export function useDeleteContentItem(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(deleteContentItem, { params: { itemId } })).data,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contentItemQuery(itemId).queryKey });
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery().queryKey });
    },
  });
}
