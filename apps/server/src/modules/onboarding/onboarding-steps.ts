import type { MembersRepository } from '../organisations/members.repository.ts';
import type { JoinRequestsRepository } from '../organisations/join-requests.repository.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';

/** An onboarding step the learner has not done yet: the access code, or the themes. */
export type MissingStep = 'code' | 'themes';

/**
 * Whether a learner has done onboarding's steps (spec §2), so that finishing it is more than
 * opening the last page: step 1 joined an organisation (by its access code, an invitation or a
 * school's sign-in) or asked to join one; step 2 chose, for every theme, whether it matters.
 */
export function createOnboardingSteps({
  members,
  requests,
  programme,
}: {
  members: Pick<MembersRepository, 'isMemberAnywhere'>;
  requests: Pick<JoinRequestsRepository, 'isWaiting'>;
  programme: ProgrammeRepository;
}) {
  async function hasJoinedOrAsked(userId: string) {
    const [isMember, isWaiting] = await Promise.all([
      members.isMemberAnywhere(userId),
      requests.isWaiting(userId),
    ]);
    return isMember || isWaiting;
  }

  async function hasChosenEveryTheme(userId: string) {
    const [weeks, choices] = await Promise.all([
      programme.activeWeeks(),
      programme.themeChoices(userId),
    ]);
    return weeks.every((week) => choices.has(week.id));
  }

  return {
    /** The first step not done yet, or null when both are. */
    async missingStep(userId: string): Promise<MissingStep | null> {
      if (!(await hasJoinedOrAsked(userId))) return 'code';
      if (!(await hasChosenEveryTheme(userId))) return 'themes';
      return null;
    },
  };
}

export type OnboardingSteps = ReturnType<typeof createOnboardingSteps>;
