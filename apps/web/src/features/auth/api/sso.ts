import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call, endpointsIn } from '../../../lib/api-client';

const { signInWithSso } = endpointsIn(() => import('@leerloop/contracts/auth/sign-in-with-sso'));

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
      const { url } = await call(signInWithSso, {
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
