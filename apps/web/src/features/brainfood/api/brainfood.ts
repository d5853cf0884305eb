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
