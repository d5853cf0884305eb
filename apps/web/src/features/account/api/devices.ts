import { type DeviceSession, getSession, listSessions, revokeSession } from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type { DeviceSession };

const key = ['account', 'devices'];

/** Better Auth: where this user is signed in (not an admin's impersonation). */
export const useDevices = () =>
  useQuery({
    queryKey: key,
    queryFn: () => call(listSessions),
  });

/** The session this browser uses (its token is compared with the list's). */
export const useCurrentSessionToken = () =>
  useQuery({
    queryKey: ['account', 'current-session'],
    queryFn: async () => (await call(getSession))?.session.token ?? null,
  });

/** Signs one device out: its session ends at once. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(revokeSession, { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
