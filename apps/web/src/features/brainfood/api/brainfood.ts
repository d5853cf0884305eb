import type { BrainfoodType } from '@leerloop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';

const { getBrainfood } = endpointsIn(() => import('@leerloop/contracts/brainfood/get-brainfood'));

/**
 * Brainfood: the programme's articles and the answers coaches approved, newest first, a page
 * at a time (spec §9).
 */
export const useBrainfood = (type: BrainfoodType | 'all', cursor?: string) =>
  useQuery({
    queryKey: ['vauld', type, cursor],
    ...changedByOthers,
    queryFn: async () => (await call(getBrainfood, { query: { type, cursor } })).data,
    placeholderData: keepPreviousData,
  });

/**
 * How many Brainfood items one week has — the programme's tips and the answers coaches shared —
 * read from the same list Brainfood shows (`?week=`, one item: the page's total is the count).
 * `current`: the learner's current week, so home can ask before it knows which week that is.
 */
export const brainfoodCountQuery = (week: number | 'current') =>
  queryOptions({
    queryKey: ['vauld', 'count', week],
    ...changedByOthers,
    // Asked for as home's route loads (its loader): the tile takes that answer instead
    // of asking again the moment it shows.
    staleTime: 10_000,
    queryFn: async () =>
      (await call(getBrainfood, { query: { type: 'all', week, limit: 1 } })).data.page.total,
  });

export const useBrainfoodCount = (week: number | 'current', enabled = true) =>
  useQuery({ ...brainfoodCountQuery(week), enabled });
