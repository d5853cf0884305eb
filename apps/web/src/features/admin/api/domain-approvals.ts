import { adminDomainsResponse } from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const waitingKey = ['admin', 'domains'] as const;

/** GET /admin/domains: organisations' verified domains waiting for approval. */
export const useDomainsWaiting = () =>
  useQuery({
    queryKey: waitingKey,
    queryFn: async () =>
      adminDomainsResponse.parse((await apiClient.get('/admin/domains')).data).data.domains,
  });

/** POST /admin/domains/{id}/approve or /refuse: answers with the domains still waiting. */
export function useDecideDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }) =>
      adminDomainsResponse.parse(
        (await apiClient.post(`/admin/domains/${id}/${approve ? 'approve' : 'refuse'}`)).data,
      ).data.domains,
    onSuccess: (domains) => queryClient.setQueryData(waitingKey, domains),
  });
}
