import { getMicrolearningModules } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';

export const modulesQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.microlearningModules,
    queryFn: async () => (await call(getMicrolearningModules)).data,
  });

export const useMicrolearningModules = () => useQuery(modulesQuery());
