import { deleteUser } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';

/**
 * Better Auth: the account goes, with everything in it; then the public start page. `password`
 * only for an account that has one.
 */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: ({ confirm, password }: { confirm: string; password?: string }) =>
      call(deleteUser, { body: { confirm, ...(password !== undefined && { password }) } }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      window.location.assign(paths.landing);
    },
  });
