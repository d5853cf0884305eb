import { useEffect, useState } from 'react';
import type { DataRouter } from 'react-router';
import { createRouter } from './router';

/**
 * The router of the route set that fits the sign-in (spec §4), owned by an effect: made when
 * that set is needed, disposed when it is replaced or the app goes. A router made during render
 * and disposed in an effect's cleanup stays disposed after StrictMode's second effect pass in a
 * development build, and every page is a spinner. Null until the effect has run.
 */
export function useAppRouter(
  isSignedIn: boolean,
  create: (isSignedIn: boolean) => DataRouter = createRouter,
) {
  const [current, setCurrent] = useState<{ isSignedIn: boolean; router: DataRouter } | null>(null);
  useEffect(() => {
    const router = create(isSignedIn);
    // The router is an outside resource whose life this effect pairs with its cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCurrent({ isSignedIn, router });
    return () => router.dispose();
  }, [isSignedIn, create]);
  // Never the disposed router of the other route set, not even for one render.
  return current?.isSignedIn === isSignedIn ? current.router : null;
}
