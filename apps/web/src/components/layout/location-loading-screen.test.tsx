import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createLocationLoading, LOCATION_LOADING_MS } from './location-loading-screen';

const { Pop, Push, Replace } = NavigationType;
const SCREEN = false;
const REDIRECT = true;

describe("the 'Laden...' second after a location change", () => {
  it('starts on the first location and on every new one the learner goes to', () => {
    const loadingUntil = createLocationLoading();
    expect(loadingUntil('/', Pop, SCREEN, 0)).toBe(LOCATION_LOADING_MS);
    expect(loadingUntil('/dashboards/games', Push, SCREEN, 5000)).toBe(5000 + LOCATION_LOADING_MS);
    expect(loadingUntil('/dashboards', Pop, SCREEN, 9000)).toBe(9000 + LOCATION_LOADING_MS);
  });

  it('runs on through a redirect instead of starting again', () => {
    const loadingUntil = createLocationLoading();
    loadingUntil('/dashboards', Pop, SCREEN, 0);
    // A client route sends a learner to onboarding while the second runs: one navigation.
    expect(loadingUntil('/onboarding/step1', Replace, SCREEN, 600)).toBe(LOCATION_LOADING_MS);
  });

  it('runs on from a redirect route, however long its page took to arrive', () => {
    const loadingUntil = createLocationLoading();
    loadingUntil('/', Pop, REDIRECT, 0);
    expect(loadingUntil('/dashboards', Replace, SCREEN, 4000)).toBe(LOCATION_LOADING_MS);
  });

  it('keeps the time of a location that mounts again (another layout, a new route set)', () => {
    const loadingUntil = createLocationLoading();
    loadingUntil('/auth/login', Pop, SCREEN, 0);
    expect(loadingUntil('/auth/login', Pop, REDIRECT, 4000)).toBe(LOCATION_LOADING_MS);
  });

  it('starts again for a replacing navigation once the second is over (signing in, out)', () => {
    const loadingUntil = createLocationLoading();
    loadingUntil('/auth/login', Pop, SCREEN, 0);
    expect(loadingUntil('/dashboards', Replace, SCREEN, 4000)).toBe(4000 + LOCATION_LOADING_MS);
  });
});
