import { ssoConnectionsResponse } from '@leerloop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';

/** The organisations' connections ("Inloggen met …"); usually none or one. */
export const useSsoConnections = () =>
  useQuery({
    queryKey: ['auth', 'sso-connections'],
    queryFn: async () =>
      ssoConnectionsResponse.parse((await apiClient.get('/sso-connections')).data).data.connections,
    staleTime: Infinity,
  });

export type SsoFlow = 'login' | 'register';
const callbackOf = (flow: SsoFlow) =>
  flow === 'login' ? paths.auth.loginSsoCallback : paths.auth.registerSsoCallback;

/**
 * Better Auth POST /sign-in/social: where to send the browser for the organisation's sign-in.
 * It comes back to our sso-callback page, signed in (or with ?error=).
 */
export const useStartSso = () =>
  useMutation({
    mutationFn: async ({ connectionId, flow }: { connectionId: string; flow: SsoFlow }) => {
      const callbackURL = callbackOf(flow);
      const { data } = await apiClient.post<{ url: string }>('/auth/sign-in/social', {
        provider: connectionId,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: callbackURL,
      });
      window.location.assign(data.url);
    },
  });
