import { authPathOf, signInWithPassword } from '@leerloop/contracts';
import { APIError, type BetterAuthOptions } from 'better-auth';
import { deviceIdOf, type KnownDevices } from './known-devices.ts';
import type { RecordImpersonation } from './impersonation-log.ts';
import type { Sessions } from './session-identity.ts';
import { codeRequiredScope } from './sign-in-guard.ts';
import type { SignInAccountsRepository } from './sign-in-accounts.repository.ts';

const PASSWORD_SIGN_IN = authPathOf(signInWithPassword);

type SessionHooks = NonNullable<NonNullable<BetterAuthOptions['databaseHooks']>['session']>;

/**
 * What happens as Better Auth makes or ends a session: the checks before one is made (a required
 * reset, a new browser, many failures), the organisation it works in, the browser remembered and
 * every impersonation written to the audit log (issue 8).
 */
export function createSessionHooks({
  newDeviceCheck,
  accounts,
  sessions,
  knownDevices,
  recordImpersonation,
}: {
  /** Issue 8: a password alone from a browser never seen asks an e-mailed code. */
  newDeviceCheck: boolean;
  accounts: Pick<SignInAccountsRepository, 'signInChecksOf'>;
  sessions: Pick<Sessions, 'organisationForNewSession'>;
  knownDevices: Pick<KnownDevices, 'isKnown' | 'remember'>;
  recordImpersonation: RecordImpersonation;
}) {
  return {
    create: {
      // Spec §4: after a required reset, no way in makes a session until the new password.
      before: async (session, context) => {
        // Issue 20 (decision 028): a new session works in the user's organisation.
        const inOrganisation = async () => ({
          data: {
            activeOrganizationId: await sessions.organisationForNewSession(session.userId),
          },
        });
        if (session.impersonatedBy) return inOrganisation();
        const deviceId = deviceIdOf(context?.headers?.get('cookie'));
        // Issue 18: after many failures for the account or from the address, the password
        // alone signs in only from a browser the account used before; elsewhere the code
        // mailed now finishes the sign-in (the same answer a wrong password gets).
        if (
          context?.path === PASSWORD_SIGN_IN &&
          codeRequiredScope.getStore() &&
          !(await knownDevices.isKnown(session.userId, deviceId))
        )
          throw new APIError('FORBIDDEN', {
            code: 'SIGN_IN_CODE_REQUIRED',
            message: 'code required',
          });
        const user = await accounts.signInChecksOf(session.userId);
        if (user?.passwordResetRequired)
          throw new APIError('FORBIDDEN', {
            code: 'PASSWORD_RESET_REQUIRED',
            message: 'password reset required',
          });
        // Issue 8: a password alone from a browser never seen before asks an e-mailed code
        // (the authenticator, when there is one, already asks more).
        const isPasswordOnly = context?.path === PASSWORD_SIGN_IN && !user?.twoFactorEnabled;
        if (
          newDeviceCheck &&
          isPasswordOnly &&
          !(await knownDevices.isKnown(session.userId, deviceId))
        )
          throw new APIError('FORBIDDEN', { code: 'NEW_DEVICE', message: 'new device' });
        return inOrganisation();
      },
      after: async (session, context) => {
        await knownDevices.remember(session.userId, deviceIdOf(context?.headers?.get('cookie')));
        await recordImpersonation(session, 'start');
      },
    },
    delete: { after: (session) => recordImpersonation(session, 'stop') },
  } satisfies SessionHooks;
}
