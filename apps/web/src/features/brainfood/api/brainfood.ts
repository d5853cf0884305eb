import { type BrainfoodType, brainfoodResponse } from '@leerloop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';

/** GET /vauld: the programme's articles and the answers coaches approved, newest first. */
export const useBrainfood = (type: BrainfoodType | 'all') =>
  useQuery({
    queryKey: ['vauld', type],
    ...changedByOthers,
    queryFn: async () =>
      brainfoodResponse.parse((await apiClient.get('/vauld', { params: { type } })).data).data,
    placeholderData: keepPreviousData,
  });
