import { modulesResponse } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';

/** Spec §7 GET /get-microlearning-modules: the learner's weeks and modules with their state. */
export async function getMicrolearningModules() {
  const { data } = await apiClient.get('/get-microlearning-modules');
  return modulesResponse.parse(data).data;
}

export const modulesQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.microlearningModules,
    queryFn: getMicrolearningModules,
  });

export const useMicrolearningModules = () => useQuery(modulesQuery());
