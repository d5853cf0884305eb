import type { DeviceAccount } from '@leerloop/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call, endpointsIn } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession, switchToUser } from '../../../lib/session';
import { signOut } from './sign-out';

const { listDeviceSessions, revokeDeviceSession, setActiveSession } = endpointsIn(
  () => import('@leerloop/contracts/auth/multi-session'),
);

export type { DeviceAccount };

/** Better Auth multiSession: every account signed in on this browser (one session each). */
export const useDeviceAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['auth', 'device-accounts'],
    enabled,
    queryFn: () => call(listDeviceSessions),
  });

/** Makes another signed-in account the browser's active one; its user's id. */
async function activate(account: DeviceAccount) {
  const { user } = await call(setActiveSession, {
    body: { sessionToken: account.session.token },
  });
  return user.id;
}

/** Switches to another signed-in account (the app starts again as that user). */
async function switchAccount(account: DeviceAccount) {
  await switchToUser(await activate(account), paths.dashboards.home);
}

export const useSwitchAccount = () => useMutation({ mutationFn: switchAccount });

/** Signs out only the current account; another one on this browser takes over, if any. */
export const useSignOutCurrentAccount = () =>
  useMutation({
    mutationFn: async ({
      current,
      others,
    }: {
      current: DeviceAccount;
      others: DeviceAccount[];
    }) => {
      const [next] = others;
      if (!next) return signOut().then(() => window.location.assign(paths.landing));
      // The next account is active before this one ends: no moment without a session, in
      // which a background call would find the browser signed out.
      const nextUserId = await activate(next);
      await call(revokeDeviceSession, { body: { sessionToken: current.session.token } });
      await switchToUser(nextUserId, paths.dashboards.home);
    },
  });

/** Another account alongside this one: the sign-in page, this session stays on the browser. */
export function addAccount() {
  clearSession();
  queryClient.clear();
  window.location.assign(paths.auth.login);
}
