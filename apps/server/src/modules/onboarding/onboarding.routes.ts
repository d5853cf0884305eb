import {
  finishOnboarding,
  getThemes,
  joinWithAccessCode,
  realtimeRefs,
  saveMyThemes,
  type Theme,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { Caller } from '../auth/access-token.ts';
import { contentImageUrl } from '../programme/content-image-url.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AccessCodes } from './access-codes.ts';
import type { OnboardingSteps } from './onboarding-steps.ts';

/**
 * Onboarding's API: joining the organisation whose access code the learner enters (step 1), the
 * themes swiped in step 2, and finishing, which starts the programme (week 1) once.
 */
export const onboardingRoutes: FastifyPluginAsyncZod<{
  programmeRepository: ProgrammeRepository;
  users: UsersService;
  onboardingSteps: OnboardingSteps;
  accessCodes: AccessCodes;
  setSessionOrganization(caller: Caller, organizationId: string): Promise<void>;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (
  app,
  {
    programmeRepository: programme,
    users,
    onboardingSteps: steps,
    accessCodes,
    setSessionOrganization,
    realtime,
    guards,
  },
) => {
  const route = endpointRoutes(['onboarding'], guards.signedIn);

  app.route({
    ...route(
      finishOnboarding,
      'Finish onboarding once its steps are done: the programme starts (repeating it changes nothing)',
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const user = await users.findById(userId);
      if (user?.onboardingFinishedAt)
        return success({ onboardingFinishedAt: user.onboardingFinishedAt });
      // Opening the last page is not doing the steps before it.
      const missing = await steps.missingStep(userId);
      if (missing)
        throw new AppError('ONBOARDING_INCOMPLETE', {
          issues: [{ path: missing, message: 'required' }],
        });
      // The learner's other tabs leave onboarding too (only when this call changed anything).
      if (await programme.finishOnboarding(userId, new Date()))
        realtime.publish(realtimeRefs.user(userId));
      const finished = await users.findById(userId);
      return success({ onboardingFinishedAt: finished?.onboardingFinishedAt ?? null });
    },
  });

  /** The programme's themes: one per week, pictured by the week's first module. */
  async function themes(): Promise<Theme[]> {
    const [weeks, items] = await Promise.all([programme.activeWeeks(), programme.activeItems()]);
    return weeks.map(({ id, number, folder, week }) => {
      const cover = itemsOfKind(items, 'module').find((item) => item.weekId === id)?.data.cover;
      return {
        id,
        week: number,
        title: week.title,
        intro: week.intro,
        image: cover ? { url: contentImageUrl(folder, cover.src), alt: cover.alt } : null,
      };
    });
  }

  app.route({
    ...route(
      getThemes,
      "Onboarding step 2: the programme's themes and the learner's choices so far",
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const [all, choices] = await Promise.all([themes(), programme.themeChoices(userId)]);
      return success({ themes: all, choices: Object.fromEntries(choices) });
    },
  });

  app.route({
    ...route(saveMyThemes, 'Onboarding step 2: a choice for every theme (replaces earlier ones)'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const all = await themes();
      const { choices } = request.body;
      const ids = choices.map((c) => c.id);
      const unknown = ids.find((id) => !all.some((t) => t.id === id));
      const missing = all.find((t) => !ids.includes(t.id));
      if (unknown || missing || new Set(ids).size !== ids.length)
        throw new AppError('THEME_CHOICES_INVALID', {
          issues: [{ path: 'choices', message: 'invalid_value' }],
        });
      await programme.saveThemeChoices(userId, choices, new Date());
      return success({
        themes: all,
        choices: Object.fromEntries(choices.map((c) => [c.id, c.choice])),
      });
    },
  });

  app.route({
    ...route(
      joinWithAccessCode,
      'Join the organisation (and group) of this access code (wrong: INVALID_CODE; too many: 429)',
    ),
    handler: async (request) => {
      const caller = callerOf(request);
      const joined = await accessCodes.join(caller.userId, request.ip, request.body.code);
      // Spec §3 session `orgId`: the learner now works in the organisation they joined.
      await setSessionOrganization(caller, joined.organization.id);
      return success(joined);
    },
  });
};
