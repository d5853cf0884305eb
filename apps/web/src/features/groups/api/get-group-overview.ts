import {
  getGroupOverview,
  type GroupOverviewFilter,
  type GroupOverviewSort,
} from '@leerloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { groupsKey } from './get-groups';

/** A coach keeps the overview open in a lesson: what learners do shows within half a minute. */
const POLL_MS = 30_000;

export interface OverviewQuery {
  sort: GroupOverviewSort;
  order: 'asc' | 'desc';
  filter: GroupOverviewFilter;
  q: string;
  cursor?: string;
}

export const groupOverviewQuery = (groupId: string, query: OverviewQuery) =>
  queryOptions({
    queryKey: [...groupsKey, groupId, 'overview', query],
    ...changedByOthers,
    refetchInterval: POLL_MS,
    placeholderData: keepPreviousData,
    queryFn: async () => (await call(getGroupOverview, { params: { groupId }, query })).data,
  });

/** One row per learner, sorted, filtered and a page at a time (spec §9). */
export const useGroupOverview = (groupId: string, query: OverviewQuery) =>
  useQuery(groupOverviewQuery(groupId, query));
