import { adminUserResponse, adminUsersResponse } from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /admin/users?q=: the platform admin's search. */
export const useAdminUsers = (q: string) =>
  useQuery({
    queryKey: ['admin', 'users', q],
    queryFn: async () =>
      adminUsersResponse.parse((await apiClient.get('/admin/users', { params: { q } })).data).data
        .users,
  });

/** POST /admin/users/{id}/unlock */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      adminUserResponse.parse((await apiClient.post(`/admin/users/${id}/unlock`)).data).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
