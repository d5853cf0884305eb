import { getLearnerPath } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { groupsKey } from './get-groups';

export const learnerPathQuery = (groupId: string, userId: string) =>
  queryOptions({
    queryKey: [...groupsKey, groupId, 'learner', userId],
    ...changedByOthers,
    queryFn: async () => (await call(getLearnerPath, { params: { groupId, userId } })).data,
  });

/** A learner's row and their path through the programme, week by week. */
export const useLearnerPath = (groupId: string, userId: string) =>
  useQuery(learnerPathQuery(groupId, userId));
