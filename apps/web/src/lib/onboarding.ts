import type { User } from '@leerloop/contracts';

/**
 * A learner goes through onboarding before anything else (PRODUCT.md). Coaches run the
 * organisation and platform admins run Leerloop; neither is a learner, so they skip it
 * (decision 012).
 */
export const needsOnboarding = (user: User | null) =>
  Boolean(user && !user.onboardingFinishedAt && !user.isCoach && !user.isPlatformAdmin);
