import { AppError } from '../../lib/app-error.ts';
import type { CoachView } from '../assignments/answers.repository.ts';
import type { ImiRepository } from './imi.repository.ts';

/**
 * Issue 17: a learner's message to Imi about self-harm, abuse or danger is flagged for the
 * coaches of their organisations. A coach sees the flags of the learners they coach now, and
 * marks them seen; anyone else's flag does not exist for them.
 */
export function createImiFlagsService({ chats }: { chats: ImiRepository }) {
  return {
    list: (coach: CoachView) => chats.flagsForCoach(coach),

    unseenCount: (coach: CoachView) => chats.unseenFlagCount(coach),

    async markSeen(coach: CoachView, flagId: string) {
      const own = await chats.flagsForCoach(coach);
      if (!own.some((flag) => flag.id === flagId)) throw new AppError('NOT_FOUND');
      await chats.markFlagSeen(flagId, new Date());
      return chats.flagsForCoach(coach);
    },
  };
}

export type ImiFlagsService = ReturnType<typeof createImiFlagsService>;
