import type { Db } from '../../db/database.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';

/** An onboarding step the learner has not done yet: the access code, or the themes. */
export type MissingStep = 'code' | 'themes';

/**
 * Whether a learner has done onboarding's steps (spec §2), so that finishing it is more than
 * opening the last page: step 1 joined an organisation (by its access code, an invitation or a
 * school's sign-in) or asked to join one; step 2 chose, for every theme, whether it matters.
 */
export function createOnboardingSteps(db: Db, programme: ProgrammeRepository) {
  async function hasJoinedOrAsked(userId: string) {
    const [membership, request] = await Promise.all([
      db.selectFrom('member').select('id').where('userId', '=', userId).executeTakeFirst(),
      db
        .selectFrom('organizationRequest')
        .select('id')
        .where('userId', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),
    ]);
    return Boolean(membership ?? request);
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
