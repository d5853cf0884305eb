import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PageSpinner } from '../components/layout/page-spinner';
import { paths } from '../config/paths';
import { takePendingInvitation } from '../lib/pending-invitation';
import { useProfileSync, useSessionUser } from '../lib/session';
import { nextTask, useIsHydrated } from '../lib/use-is-hydrated';
import { type FirstRouter, useAppRouter } from './use-app-router';

// The service worker's registration, the update prompt and the install hint: after the first
// render, outside the first bundle (issue 24 within issue 22's budgets).
const PwaChrome = lazy(() => import('../components/pwa/pwa-chrome'));

/**
 * Spec §4: the route set depends on sign-in — client routes when a user exists. The app starts
 * with a router made for the page at its address (`firstRouter`), which a pre-rendered page
 * hydrates with.
 */
export function App({ firstRouter }: { firstRouter: FirstRouter }) {
  const user = useSessionUser();
  const isSignedIn = Boolean(user);
  useProfileSync(user?.id);
  const router = useAppRouter(isSignedIn, undefined, firstRouter);
  // Signed in from an invitation's page: back to it, to accept it.
  useEffect(() => {
    const token = router && isSignedIn ? takePendingInvitation() : null;
    if (token) void router?.navigate(paths.auth.invitation(token));
  }, [router, isSignedIn]);
  return (
    <>
      {router ? <RouterProvider router={router} /> : <PageSpinner />}
      <AfterHydration userId={user?.id ?? null} />
    </>
  );
}

/**
 * What comes once the app runs the page. A component of its own: the render after hydration
 * is this one's alone, not the whole page's again (issue 22: 280 ms on a throttled phone).
 */
function AfterHydration({ userId }: { userId: string | null }) {
  const isHydrated = useIsHydrated();
  const [isChromeDue, setChromeDue] = useState(false);
  // The page is the app's from here on, a pre-rendered one too once its buttons are live (the
  // render after hydration): what waits for the app (the browser suite, before judging a page)
  // can tell.
  useEffect(() => {
    if (!isHydrated) return;
    document.documentElement.dataset.app = 'running';
    // The installable app's chrome in a task after the first render: asking for its module
    // adds a preload per file it needs, a tenth of that render's task (issue 22).
    let isMounted = true;
    void nextTask().then(() => isMounted && setChromeDue(true));
    return () => {
      isMounted = false;
    };
  }, [isHydrated]);
  if (!isChromeDue) return null;
  return (
    <Suspense fallback={null}>
      <PwaChrome userId={userId} />
    </Suspense>
  );
}
