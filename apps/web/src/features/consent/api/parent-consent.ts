import { getParentConsent, giveParentConsent, withdrawParentConsent } from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The parent's page, without an account. */
export const parentConsentQuery = (token: string) =>
  queryOptions({
    queryKey: ['parent-consent', token],
    queryFn: async () => (await call(getParentConsent, { params: { token } })).data,
    retry: false,
  });

export const useParentConsent = (token: string) => useQuery(parentConsentQuery(token));

/** The parent gives consent, or withdraws it (refusing the request). */
export function useAnswerParentConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: 'give' | 'withdraw') => {
      const declared = answer === 'withdraw' ? withdrawParentConsent : giveParentConsent;
      return (await call(declared, { params: { token } })).data;
    },
    onSuccess: (view) => queryClient.setQueryData(parentConsentQuery(token).queryKey, view),
  });
}
