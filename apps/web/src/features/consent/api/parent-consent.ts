import { parentConsentResponse } from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /parent-consent/{token}: the parent's page, without an account. */
export const parentConsentQuery = (token: string) =>
  queryOptions({
    queryKey: ['parent-consent', token],
    queryFn: async () =>
      parentConsentResponse.parse((await apiClient.get(`/parent-consent/${token}`)).data).data,
    retry: false,
  });

export const useParentConsent = (token: string) => useQuery(parentConsentQuery(token));

/** POST /parent-consent/{token} (give) or …/withdraw. */
export function useAnswerParentConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'give' | 'withdraw') => {
      const url = `/parent-consent/${token}${answer === 'withdraw' ? '/withdraw' : ''}`;
      return parentConsentResponse.parse((await apiClient.post(url)).data).data;
    },
    onSuccess: (view) => queryClient.setQueryData(parentConsentQuery(token).queryKey, view),
  });
}
