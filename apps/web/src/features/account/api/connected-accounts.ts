import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

interface LinkedAccount {
  id: string;
  providerId: string;
}

const key = ['account', 'connected'];

/** Better Auth GET /list-accounts: the ways in (`credential` is the password, the rest SSO). */
export const useLinkedAccounts = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await apiClient.get<LinkedAccount[]>('/auth/list-accounts')).data,
  });

/** Links the school's sign-in: off to the provider, back on the security tab. */
export const useLinkAccount = () =>
  useMutation({
    mutationFn: async (providerId: string) => {
      const back = `${paths.dashboards.account}?tab=security`;
      const { data } = await apiClient.post<{ url: string }>('/auth/link-social', {
        provider: providerId,
        callbackURL: back,
        errorCallbackURL: back,
      });
      window.location.assign(data.url);
    },
  });

/** Unlinks it (never the last way in: the server refuses with the spec's text). */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    /** The linked account's own id (Better Auth's), not the connection's. */
    mutationFn: async (accountId: string) => {
      await apiClient.post('/auth/unlink-account', { accountId });
      await refreshStoredUser();
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
