import { type ReviewResponse, toLanguage } from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { reviewResponseMail } from '../mail/templates.ts';
import { assignmentsById } from './assignments-by-id.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import type { ReviewResponsesRepository } from './review-responses.repository.ts';

/** Shown for an answer whose assignment was taken out of the programme since. */
const REMOVED_ASSIGNMENT = { nl: 'Opdracht', mc: 'تمرين' };

/**
 * Issue 20: the learner hears that their coach responded — in the app until they have seen it,
 * and by one mail per new response unless they turned that off (decision 032).
 */
export function createReviewResponsesService({
  responses,
  programme,
  mailer,
  answerUrl,
}: {
  responses: ReviewResponsesRepository;
  programme: ProgrammeRepository;
  mailer: Mailer;
  /** The app's address of one answer, e.g. https://leerloop.nl/dashboards/assignments?answer=…. */
  answerUrl: (answerId: string) => string;
}) {
  const assignments = () => assignmentsById(programme);

  return {
    /** The caller's responses not seen yet: by week, then by task. */
    async unseen(userId: string): Promise<ReviewResponse[]> {
      const [rows, byId] = await Promise.all([responses.unseenOf(userId), assignments()]);
      return rows
        .map((row) => {
          const assignment = byId.get(row.assignmentId);
          return {
            answerId: row.id,
            assignmentId: row.assignmentId,
            taskId: row.taskId,
            week: assignment?.week ?? 0,
            taskNumber: (assignment?.data.tasks.findIndex((t) => t.id === row.taskId) ?? -1) + 1,
            assignmentTitle: assignment?.data.title ?? REMOVED_ASSIGNMENT,
            outcome: row.status as ReviewResponse['outcome'],
            reviewedAt: toIso(row.reviewedAt!),
          };
        })
        .sort((a, b) => a.week - b.week || a.taskNumber - b.taskNumber);
    },

    /** The learner saw the response to their answer; someone else's answer does not exist (404). */
    async markSeen(userId: string, answerId: string) {
      if ((await responses.ownerOf(answerId)) !== userId) throw new AppError('NOT_FOUND');
      await responses.markSeen(answerId, new Date());
    },

    /**
     * After a coach's decision: one mail to the learner while they have new responses they were
     * not mailed about, unless they turned it off. A second decision (on this answer or another)
     * before the learner looked sends none; a mail that fails is logged by the caller and may go
     * with the next decision.
     */
    async notify(answerId: string) {
      const answer = await responses.unseenById(answerId);
      if (!answer) return;
      const learner = await responses.mailRecipient(answer.userId);
      if (!learner || !learner.reviewResponseMail) return;
      // A mail about an earlier response they have not looked at yet says it already.
      if (await responses.hasMailedUnseen(answer.userId, answerId)) return;
      if (!(await responses.claimMail(answerId, new Date()))) return;
      try {
        const week = (await assignments()).get(answer.assignmentId)?.week ?? 0;
        await mailer.send({
          to: learner.email,
          ...reviewResponseMail(
            { url: answerUrl(answerId), week },
            toLanguage(learner.langSelected),
          ),
        });
      } catch (error) {
        await responses.releaseMail(answerId);
        throw error;
      }
    },
  };
}

export type ReviewResponsesService = ReturnType<typeof createReviewResponsesService>;
