import { linkSocialAccount, listLinkedAccounts, unlinkAccount } from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

const key = ['account', 'connected'];

/** Better Auth: the ways in (`credential` is the password, the rest SSO). */
export const useLinkedAccounts = () =>
  useQuery({
    queryKey: key,
    queryFn: () => call(listLinkedAccounts),
  });

/** Links the school's sign-in: off to the provider, back on the security tab. */
export const useLinkAccount = () =>
  useMutation({
    mutationFn: async (providerId: string) => {
      const back = `${paths.dashboards.account}?tab=security`;
      const { url } = await call(linkSocialAccount, {
        body: { provider: providerId, callbackURL: back, errorCallbackURL: back },
      });
      window.location.assign(url);
    },
  });

/** Unlinks it (never the last way in: the server refuses with the spec's text). */
export function useUnlinkAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    /** The linked account's own id (Better Auth's), not the connection's. */
    mutationFn: async (accountId: string) => {
      await call(unlinkAccount, { body: { accountId } });
      await refreshStoredUser();
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
