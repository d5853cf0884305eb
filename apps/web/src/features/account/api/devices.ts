import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface DeviceSession {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  updatedAt: string;
  createdAt: string;
}

const key = ['account', 'devices'];

/** Better Auth GET /list-sessions: where this user is signed in (not an admin's impersonation). */
export const useDevices = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await apiClient.get<DeviceSession[]>('/auth/list-sessions')).data,
  });

/** The session this browser uses (its token is compared with the list's). */
export const useCurrentSessionToken = () =>
  useQuery({
    queryKey: ['account', 'current-session'],
    queryFn: async () =>
      (await apiClient.get<{ session: { token: string } } | null>('/auth/get-session')).data
        ?.session.token ?? null,
  });

/** Signs one device out: its session ends at once. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiClient.post('/auth/revoke-session', { token }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
