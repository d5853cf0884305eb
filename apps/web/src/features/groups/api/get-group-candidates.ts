import { getGroupCandidates } from '@leerloop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { groupsKey } from './get-groups';

/** The organisation's members matching a search, to put in the group (Admin). */
export const useGroupCandidates = (groupId: string, q: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...groupsKey, groupId, 'candidates', q],
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(getGroupCandidates, { params: { groupId }, query: { q } })).data.candidates,
  });
