import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';

const { getMicrolearningModules } = endpointsIn(
  () => import('@leerloop/contracts/programme/get-microlearning-modules'),
);

export const modulesQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.microlearningModules,
    queryFn: async () => (await call(getMicrolearningModules)).data,
  });

export const useMicrolearningModules = () => useQuery(modulesQuery());
