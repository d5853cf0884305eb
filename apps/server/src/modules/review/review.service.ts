import type { ReviewAnswerView } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { answerView, REMOVED_ASSIGNMENT } from '../assignments/answer-view.ts';
import type {
  AnswerRow,
  AnswersRepository,
  AnswerWithLearner,
  CoachView,
} from '../assignments/answers.repository.ts';
import { type AssignmentsById, assignmentsById } from '../assignments/assignments-by-id.ts';

/**
 * The coach's side of the answers (an organisation's owner or admin, `beheerder`): the answers
 * of the learners they coach, a decision with feedback, and what goes into Brainfood. An answer
 * of a learner outside the coach's organisations does not exist for them (404).
 */
export function createReviewService({
  answers,
  programme,
}: {
  answers: AnswersRepository;
  programme: ProgrammeRepository;
}) {
  async function coachedAnswer(coachId: string, id: string) {
    const row = await answers.forReviewById(id);
    if (!row || !(await answers.isCoachOf(coachId, row.userId))) throw new AppError('NOT_FOUND');
    return row;
  }

  function toReviewView(row: AnswerWithLearner, weeks: AssignmentsById): ReviewAnswerView {
    const assignment = weeks.get(row.assignmentId);
    const task = assignment?.data.tasks.find((t) => t.id === row.taskId);
    return {
      ...answerView(row, assignment?.week ?? 0),
      learner: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
      assignmentTitle: assignment?.data.title ?? REMOVED_ASSIGNMENT,
      taskPrompt: task?.prompt ?? REMOVED_ASSIGNMENT,
    };
  }

  const reviewOne = async (coachId: string, id: string) =>
    toReviewView(await coachedAnswer(coachId, id), await assignmentsById(programme));

  return {
    async reviewList(coach: CoachView, status: AnswerRow['status'] | 'all') {
      const [rows, weeks] = await Promise.all([
        answers.forReview(coach, status),
        assignmentsById(programme),
      ]);
      return rows.map((row) => toReviewView(row, weeks));
    },

    reviewOne,

    async decide(
      coachId: string,
      id: string,
      decision: { decision: 'approved' | 'needs-work'; feedback?: string },
    ) {
      await coachedAnswer(coachId, id);
      const now = new Date().toISOString();
      await answers.update(id, {
        status: decision.decision,
        feedback: decision.feedback || null,
        reviewedBy: coachId,
        reviewedAt: now,
        // New for the learner until they have seen it (issue 20), also when the coach changes
        // an earlier decision.
        responseSeenAt: null,
        ...(decision.decision === 'needs-work' && {
          brainfoodApprovedAt: null,
          brainfoodApprovedBy: null,
        }),
        updatedAt: now,
      });
      return reviewOne(coachId, id);
    },

    async setInBrainfood(coachId: string, id: string, inBrainfood: boolean) {
      const row = await coachedAnswer(coachId, id);
      if (inBrainfood && (row.status !== 'approved' || !row.shareConsent))
        throw new AppError('BRAINFOOD_NOT_ALLOWED');
      await answers.update(id, {
        brainfoodApprovedAt: inBrainfood ? new Date().toISOString() : null,
        brainfoodApprovedBy: inBrainfood ? coachId : null,
      });
      return reviewOne(coachId, id);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
