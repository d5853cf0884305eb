import { useEffect, useRef, useState } from 'react';
import type { DataRouter } from 'react-router';
import { createRouter } from './router';

/** A router made before the app's first render, for the route set it names. */
export type FirstRouter = { isSignedIn: boolean; router: DataRouter };

/**
 * The router of the route set that fits the sign-in (spec §4), owned by an effect: made when
 * that set is needed, disposed when it is replaced or the app goes. A router made during render
 * and disposed in an effect's cleanup stays disposed after StrictMode's second effect pass in a
 * development build, and every page is a spinner. Null until the effect has run, unless a
 * router made before the first render is given (`initial`, for the page at the app's address);
 * the effect then adopts that one instead of making its own, if it is of the right route set.
 */
export function useAppRouter(
  isSignedIn: boolean,
  create: (isSignedIn: boolean) => DataRouter = createRouter,
  initial?: FirstRouter,
) {
  const [current, setCurrent] = useState(initial ?? null);
  const initialRouter = useRef(initial);
  useEffect(() => {
    const given = initialRouter.current;
    initialRouter.current = undefined;
    const isAdopted = given?.isSignedIn === isSignedIn;
    // Made for a sign-in that no longer holds (the session ended while the app started).
    if (given && !isAdopted) given.router.dispose();
    const router = isAdopted ? given.router : create(isSignedIn);
    // The router is an outside resource whose life this effect pairs with its cleanup.
    setCurrent({ isSignedIn, router });
    return () => router.dispose();
  }, [isSignedIn, create]);
  // Never the disposed router of the other route set, not even for one render.
  return current?.isSignedIn === isSignedIn ? current.router : null;
}
