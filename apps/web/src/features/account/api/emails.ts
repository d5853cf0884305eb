import { accountEmailsResponse } from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

const key = ['account', 'emails'];
const parse = (data: unknown) => accountEmailsResponse.parse(data).data.emails;

export const useEmails = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => parse((await apiClient.get('/account/emails')).data),
  });

/** Every change answers the new list; a new primary also changes the stored profile. */
function useEmailChange<T>(call: (input: T) => Promise<unknown>, changesProfile = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => parse(await call(input)),
    onSuccess: async (emails) => {
      queryClient.setQueryData(key, emails);
      if (changesProfile) await refreshStoredUser();
    },
  });
}

export const useAddEmail = () =>
  useEmailChange(
    async (email: string) => (await apiClient.post('/account/emails', { email })).data,
  );

export const useVerifyEmail = () =>
  useEmailChange(
    async ({ id, code }: { id: string; code: string }) =>
      (await apiClient.post(`/account/emails/${id}/verify`, { code })).data,
  );

export const useSendEmailCode = () =>
  useEmailChange(
    async (id: string) => (await apiClient.post(`/account/emails/${id}/send-code`)).data,
  );

export const useMakePrimary = () =>
  useEmailChange(
    async (id: string) => (await apiClient.post(`/account/emails/${id}/primary`)).data,
    true,
  );

export const useRemoveEmail = () =>
  useEmailChange(
    async (id: string) => (await apiClient.delete(`/account/emails/${id}`)).data,
    true,
  );
