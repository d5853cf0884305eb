import { type BrainfoodType, brainfoodResponse } from '@leerloop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';

/**
 * GET /vauld: the programme's articles and the answers coaches approved, newest first, a page
 * at a time (spec §9).
 */
export const useBrainfood = (type: BrainfoodType | 'all', cursor?: string) =>
  useQuery({
    queryKey: ['vauld', type, cursor],
    ...changedByOthers,
    queryFn: async () =>
      brainfoodResponse.parse((await apiClient.get('/vauld', { params: { type, cursor } })).data)
        .data,
    placeholderData: keepPreviousData,
  });

/**
 * How many Brainfood items one week has — the programme's tips and the answers coaches shared —
 * read from the same list Brainfood shows (`?week=`, one item: the page's total is the count).
 */
export const useBrainfoodCount = (week: number, enabled = true) =>
  useQuery({
    queryKey: ['vauld', 'count', week],
    ...changedByOthers,
    enabled,
    queryFn: async () =>
      brainfoodResponse.parse(
        (await apiClient.get('/vauld', { params: { type: 'all', week, limit: 1 } })).data,
      ).data.page.total,
  });
