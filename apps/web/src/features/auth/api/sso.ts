import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';

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
