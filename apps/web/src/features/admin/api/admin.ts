import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call, endpointsIn } from '../../../lib/api-client';
import { switchToUser } from '../../../lib/session';

const endpoints = endpointsIn(() => import('./endpoints'));

/** Every part of the deployment, checked when the screen opens (or asked). */
export const useSystemStatus = () =>
  useQuery({
    queryKey: ['admin', 'status'],
    queryFn: async () => (await call(endpoints.getSystemStatus)).data,
  });

/** Every search and page of the users: a change to a user may move them in any. */
const usersKey = ['admin', 'users'] as const;

/** The search's users, newest first, a page at a time (spec §9). */
export const useAdminUsers = (q: string, cursor?: string) =>
  useQuery({
    queryKey: [...usersKey, q, cursor],
    placeholderData: keepPreviousData,
    queryFn: async () => (await call(endpoints.getAdminUsers, { query: { q, cursor } })).data,
  });

/** Lifts a user's sign-in lock. */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(endpoints.unlockUser, { params: { id } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** Bans a user, or lifts the ban. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, banned }: { id: string; banned: boolean }) =>
      (
        await (banned
          ? call(endpoints.banUser, { params: { id } })
          : call(endpoints.unbanUser, { params: { id } }))
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** Requires a new password: their sessions end, sign-in asks a new one. */
export function useRequirePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(endpoints.requirePasswordReset, { params: { id } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/**
 * Better Auth admin plugin: this browser becomes the user (for an hour at most); the admin's own
 * session waits in a cookie until the impersonation stops. Both are written to the audit log.
 */
export const useImpersonate = () =>
  useMutation({
    mutationFn: async (userId: string) => {
      await call(endpoints.impersonateUser, { body: { userId } });
      await switchToUser(userId, paths.dashboards.home);
    },
  });

/** Ends the impersonation: back to the admin's own session, on the users screen. */
export const useStopImpersonating = () =>
  useMutation({
    mutationFn: async () => {
      const { user } = await call(endpoints.stopImpersonating, { body: {} });
      await switchToUser(user.id, paths.dashboards.admin);
    },
  });
