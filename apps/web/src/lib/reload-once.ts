/** Session storage: the location that was last reloaded for a 404 (survives that reload). */
const RELOADED_LOCATION_KEY = 'leerloop.reloadedLocation';

/**
 * Spec §8: a 404 reloads the page — at most once per location. An id that does not exist (or is
 * someone else's) answers 404 again after the reload; the screen then shows its not-found state
 * instead of reloading for ever. Returns whether the page reloads.
 */
export function reloadOncePerLocation() {
  const location = window.location.href;
  try {
    if (window.sessionStorage.getItem(RELOADED_LOCATION_KEY) === location) return false;
    window.sessionStorage.setItem(RELOADED_LOCATION_KEY, location);
  } catch {
    // Without session storage "once" cannot be kept: no reload rather than a loop.
    return false;
  }
  window.location.reload();
  return true;
}
