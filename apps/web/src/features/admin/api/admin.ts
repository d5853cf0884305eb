import { adminUserResponse, adminUsersResponse, systemStatusResponse } from '@leerloop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../lib/api-client';
import { switchToUser } from '../../../lib/session';

/** GET /admin/status: every part of the deployment, checked when the screen opens (or asked). */
export const useSystemStatus = () =>
  useQuery({
    queryKey: ['admin', 'status'],
    queryFn: async () =>
      systemStatusResponse.parse((await apiClient.get('/admin/status')).data).data,
  });

/** Every search and page of GET /admin/users: a change to a user may move them in any. */
const usersKey = ['admin', 'users'] as const;

/** GET /admin/users?q=: the search's users, newest first, a page at a time (spec §9). */
export const useAdminUsers = (q: string, cursor?: string) =>
  useQuery({
    queryKey: [...usersKey, q, cursor],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      adminUsersResponse.parse(
        (await apiClient.get('/admin/users', { params: { q, cursor } })).data,
      ).data,
  });

/** POST /admin/users/{id}/unlock */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      adminUserResponse.parse((await apiClient.post(`/admin/users/${id}/unlock`)).data).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST /admin/users/{id}/ban or /unban */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, banned }: { id: string; banned: boolean }) =>
      adminUserResponse.parse(
        (await apiClient.post(`/admin/users/${id}/${banned ? 'ban' : 'unban'}`)).data,
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

/** POST /admin/users/{id}/require-password-reset: their sessions end, sign-in asks a new one. */
export function useRequirePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      adminUserResponse.parse(
        (await apiClient.post(`/admin/users/${id}/require-password-reset`)).data,
      ).data,
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
      await apiClient.post('/auth/admin/impersonate-user', { userId });
      await switchToUser(userId, paths.dashboards.home);
    },
  });

/** Ends the impersonation: back to the admin's own session, on the users screen. */
export const useStopImpersonating = () =>
  useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.post<{ user: { id: string } }>(
        '/auth/admin/stop-impersonating',
        {},
      );
      await switchToUser(data.user.id, paths.dashboards.admin);
    },
  });
