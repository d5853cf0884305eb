import { getGroupCharts } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { groupsKey } from './get-groups';

/** Charts move slower than rows: a minute is fresh enough for a coach in a lesson. */
const POLL_MS = 60_000;

export const groupChartsQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...groupsKey, groupId, 'charts'],
    ...changedByOthers,
    refetchInterval: POLL_MS,
    queryFn: async () => (await call(getGroupCharts, { params: { groupId } })).data,
  });

/** Score distribution, swipe answers and activity of the whole group. */
export const useGroupCharts = (groupId: string) => useQuery(groupChartsQuery(groupId));
