import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { useProfileSync, useSessionUser } from '../lib/session';
import { createRouter } from './router';

/** Spec §4: the route set depends on sign-in — client routes when a user exists. */
export function App() {
  const user = useSessionUser();
  const isSignedIn = Boolean(user);
  useProfileSync(user?.id);
  const router = useMemo(() => createRouter(isSignedIn), [isSignedIn]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}
