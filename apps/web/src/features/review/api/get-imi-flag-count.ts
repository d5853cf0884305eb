import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';

const { getImiFlagCount: getImiFlagCountEndpoint } = endpointsIn(
  () => import('@leerloop/contracts/imi/imi-flags'),
);

/** A learner's crisis message should reach the coach within a minute, even on an idle screen. */
const POLL_MS = 60_000;

/** How many flags of the coach's learners nobody has seen yet. */
export async function getImiFlagCount() {
  return (await call(getImiFlagCountEndpoint)).data.unseen;
}

export const imiFlagCountQuery = () =>
  queryOptions({
    queryKey: ['review', 'imi-flags', 'count'],
    queryFn: getImiFlagCount,
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The menu's badge; asked only for coaches (everyone else gets 403). */
export const useImiFlagCount = (isCoach: boolean) =>
  useQuery({ ...imiFlagCountQuery(), enabled: isCoach });
