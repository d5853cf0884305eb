import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { call, endpointsIn } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { clearSession } from '../../../lib/session';

const { signOut: signOutEndpoint } = endpointsIn(() => import('@leerloop/contracts/auth/session'));

/** Ends the session on the server, forgets it here, and goes to / (spec §2). */
export async function signOut() {
  try {
    await call(signOutEndpoint, { body: {} });
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => navigate(paths.landing, { replace: true }),
  });
}
