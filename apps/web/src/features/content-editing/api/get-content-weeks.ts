import { getContentWeeks, getOrgContentWeeks } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type ContentScope, scopeKey } from './content-scope';

export const contentWeeksQuery = (scope: ContentScope) =>
  queryOptions({
    queryKey: ['content-editing', scopeKey(scope), 'weeks'] as const,
    queryFn: async () =>
      (scope.orgId
        ? await call(getOrgContentWeeks, { params: { orgId: scope.orgId } })
        : await call(getContentWeeks)
      ).data.weeks,
  });

/** The scope's items by week, with which have a draft and what may be added. */
export const useContentWeeks = (scope: ContentScope) => useQuery(contentWeeksQuery(scope));
