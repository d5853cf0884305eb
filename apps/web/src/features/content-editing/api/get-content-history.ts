import { getContentHistory, getOrgContentHistory } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type ContentScope, scopeKey } from './content-scope';

export const contentHistoryQuery = (itemId: string, scope: ContentScope) =>
  queryOptions({
    queryKey: ['content-editing', scopeKey(scope), 'history', itemId] as const,
    queryFn: async () =>
      (scope.orgId
        ? await call(getOrgContentHistory, { params: { orgId: scope.orgId, itemId } })
        : await call(getContentHistory, { params: { itemId } })
      ).data.entries,
  });

/** The item's changes, newest first. */
export const useContentHistory = (itemId: string, scope: ContentScope) =>
  useQuery(contentHistoryQuery(itemId, scope));
