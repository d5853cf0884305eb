import type { User } from '@leerloop/contracts';
import { useEffect, useState } from 'react';
import { refreshStoredUser } from './session';

/**
 * A learner goes through onboarding before anything else (PRODUCT.md). Coaches run the
 * organisation and platform admins run Leerloop; neither is a learner, so they skip it
 * (decision 012).
 */
export const needsOnboarding = (user: User | null) =>
  Boolean(user && !user.onboardingFinishedAt && !user.isCoach && !user.isPlatformAdmin);

/** Runs an organisation (a coach, `beheerder`) or Leerloop itself (a platform admin). */
export const isStaff = (user: User | null) => Boolean(user?.isCoach || user?.isPlatformAdmin);

/**
 * Follows the programme (decision 029): everyone else, and a coach or admin whose own programme
 * has started — the server's clock for a learner's weeks starts when onboarding is finished.
 */
export const isLearner = (user: User | null) =>
  Boolean(user && (!isStaff(user) || user.onboardingFinishedAt));

/** Whether the stored user was read again from the server since this page loaded. */
let isReadThisLoad = false;

/**
 * Whether a client route must send this user to onboarding: 'checking' while the stored user,
 * which says so, is read again once per page load — onboarding finished on another device
 * leaves this device's copy behind, and the learner should land on the dashboard, not step 1.
 */
export function useOnboardingGate(user: User | null): 'open' | 'checking' | 'onboarding' {
  const mustCheck = needsOnboarding(user) && !isReadThisLoad;
  const [, setRead] = useState(isReadThisLoad);
  useEffect(() => {
    if (!mustCheck) return;
    void refreshStoredUser()
      .catch(() => {})
      .finally(() => {
        isReadThisLoad = true;
        setRead(true);
      });
  }, [mustCheck]);
  if (!needsOnboarding(user)) return 'open';
  return mustCheck ? 'checking' : 'onboarding';
}
