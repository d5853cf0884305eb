import { moduleContentResponse } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Spec §7 GET /get-microlearning-content/{id}: the module and where the learner is in it. */
export async function getMicrolearningContent(moduleId: string) {
  const { data } = await apiClient.get(
    `/get-microlearning-content/${encodeURIComponent(moduleId)}`,
  );
  return moduleContentResponse.parse(data).data;
}

export const moduleContentQuery = (moduleId: string) =>
  queryOptions({
    queryKey: ['microlearning-content', moduleId],
    queryFn: () => getMicrolearningContent(moduleId),
    retry: false,
  });

export const useMicrolearningContent = (moduleId: string) => useQuery(moduleContentQuery(moduleId));
