import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';

const { approveDomain, getDomainsWaiting, refuseDomain } = endpointsIn(
  () => import('@leerloop/contracts/admin/domain-approvals'),
);

const waitingKey = ['admin', 'domains'] as const;

/** Organisations' verified domains waiting for approval. */
export const useDomainsWaiting = () =>
  useQuery({
    queryKey: waitingKey,
    queryFn: async () => (await call(getDomainsWaiting)).data.domains,
  });

/** Approves or refuses a domain: answers with the domains still waiting. */
export function useDecideDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approve }: { id: string; approve: boolean }) =>
      (
        await (approve
          ? call(approveDomain, { params: { id } })
          : call(refuseDomain, { params: { id } }))
      ).data.domains,
    onSuccess: (domains) => queryClient.setQueryData(waitingKey, domains),
  });
}
