import { getGroups } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';

/** Every query of the groups feature starts with this key: a change reads them all again. */
export const groupsKey = ['groups'] as const;

export const groupsQuery = () =>
  queryOptions({
    queryKey: [...groupsKey, 'list'],
    ...changedByOthers,
    queryFn: async () => (await call(getGroups)).data.groups,
  });

/** The groups the caller sees: all of their organisations' as Admin, the ones they coach. */
export const useGroups = () => useQuery(groupsQuery());
