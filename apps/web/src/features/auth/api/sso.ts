import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { callLoaded } from '../../../lib/api-client';

export type SsoFlow = 'login' | 'register';
const callbackOf = (flow: SsoFlow) =>
  flow === 'login' ? paths.auth.loginSsoCallback : paths.auth.registerSsoCallback;

/**
 * Better Auth's sign-in with an organisation's connection: where to send the browser. It comes
 * back to our sso-callback page, signed in (or with ?error=).
 */
export const useStartSso = () =>
  useMutation({
    mutationFn: async ({ connectionId, flow }: { connectionId: string; flow: SsoFlow }) => {
      const callbackURL = callbackOf(flow);
      const load = async () =>
        (await import('@leerloop/contracts/auth/sign-in-with-sso')).signInWithSso;
      const { url } = await callLoaded(load, {
        body: {
          provider: connectionId,
          callbackURL,
          newUserCallbackURL: callbackURL,
          errorCallbackURL: callbackURL,
        },
      });
      window.location.assign(url);
    },
  });
