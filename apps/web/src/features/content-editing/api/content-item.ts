import {
  type ContentItemView,
  createContentItem,
  createOrgContentItem,
  deleteContentItem,
  deleteOrgContentItem,
  discardContentDraft,
  discardOrgContentDraft,
  getContentItem,
  getOrgContentItem,
  type NewContentItemKind,
  publishContentItem,
  publishOrgContentItem,
  saveContentDraft,
  saveOrgContentDraft,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type ContentScope, scopeKey } from './content-scope';
import { contentHistoryQuery } from './get-content-history';
import { contentWeeksQuery } from './get-content-weeks';

/** An item's requests in a scope: the shared programme's, or an organisation's own. */
function itemRequests(itemId: string, { orgId }: ContentScope) {
  const params = { itemId };
  const ofOrg = orgId ? { itemId, orgId } : null;
  return {
    get: async () =>
      (ofOrg
        ? await call(getOrgContentItem, { params: ofOrg })
        : await call(getContentItem, { params })
      ).data,
    save: async (data: unknown) =>
      (ofOrg
        ? await call(saveOrgContentDraft, { params: ofOrg, body: { data } })
        : await call(saveContentDraft, { params, body: { data } })
      ).data,
    discard: async () =>
      (ofOrg
        ? await call(discardOrgContentDraft, { params: ofOrg })
        : await call(discardContentDraft, { params })
      ).data,
    publish: async () =>
      (ofOrg
        ? await call(publishOrgContentItem, { params: ofOrg })
        : await call(publishContentItem, { params })
      ).data,
    remove: async () =>
      (ofOrg
        ? await call(deleteOrgContentItem, { params: ofOrg })
        : await call(deleteContentItem, { params })
      ).data,
  };
}

export const contentItemQuery = (itemId: string, scope: ContentScope) =>
  queryOptions({
    queryKey: ['content-editing', scopeKey(scope), 'items', itemId] as const,
    queryFn: itemRequests(itemId, scope).get,
  });

/** One item as published, and its draft. */
export const useContentItem = (itemId: string, scope: ContentScope) =>
  useQuery(contentItemQuery(itemId, scope));

/** What the editor asks of an item: save its draft, publish it (saving `data` first), discard. */
export type ContentItemChange =
  { action: 'save' | 'publish'; data?: unknown } | { action: 'discard' };

/**
 * Saves the draft, throws it away, or publishes it (saving `data` first when given): each
 * answers with the item, which replaces the kept one; the list and the history follow.
 */
export function useChangeContentItem(itemId: string, scope: ContentScope) {
  const queryClient = useQueryClient();
  const requests = itemRequests(itemId, scope);
  return useMutation({
    mutationFn: async (change: ContentItemChange): Promise<ContentItemView> => {
      if (change.action === 'discard') return requests.discard();
      if (change.data !== undefined) {
        const saved = await requests.save(change.data);
        if (change.action === 'save') return saved;
      }
      return requests.publish();
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQuery(itemId, scope).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery(scope).queryKey });
      void queryClient.invalidateQueries({ queryKey: contentHistoryQuery(itemId, scope).queryKey });
    },
  });
}

/**
 * Adds a new item to a week with its first draft (saving), and publishes it at once when asked;
 * answers with the new item, kept under its own key.
 */
export function useCreateContentItem(
  weekId: string,
  kind: NewContentItemKind,
  scope: ContentScope,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ContentItemChange): Promise<ContentItemView> => {
      const body = { kind, data: 'data' in change ? change.data : undefined };
      const created = (
        scope.orgId
          ? await call(createOrgContentItem, { params: { weekId, orgId: scope.orgId }, body })
          : await call(createContentItem, { params: { weekId }, body })
      ).data;
      if (change.action !== 'publish') return created;
      return itemRequests(created.id, scope).publish();
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentItemQuery(item.id, scope).queryKey, item);
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery(scope).queryKey });
    },
  });
}

/** Deletes an item added in the app and never published. */
export function useDeleteContentItem(itemId: string, scope: ContentScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: itemRequests(itemId, scope).remove,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contentItemQuery(itemId, scope).queryKey });
      void queryClient.invalidateQueries({ queryKey: contentWeeksQuery(scope).queryKey });
    },
  });
}
