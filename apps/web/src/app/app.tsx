import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { takePendingInvitation } from '../lib/pending-invitation';
import { useProfileSync, useSessionUser } from '../lib/session';
import { createRouter } from './router';

/** Spec §4: the route set depends on sign-in — client routes when a user exists. */
export function App() {
  const user = useSessionUser();
  const isSignedIn = Boolean(user);
  useProfileSync(user?.id);
  const router = useMemo(() => createRouter(isSignedIn), [isSignedIn]);
  useEffect(() => () => router.dispose(), [router]);
  // Signed in from an invitation's page: back to it, to accept it.
  useEffect(() => {
    const token = isSignedIn ? takePendingInvitation() : null;
    if (token) void router.navigate(paths.auth.invitation(token));
  }, [router, isSignedIn]);
  return <RouterProvider router={router} />;
}
