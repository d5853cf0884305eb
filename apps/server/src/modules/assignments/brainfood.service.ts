import type { BrainfoodItem, BrainfoodType } from '@leerloop/contracts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekLock, weekOpensAt } from '../programme/week-lock.ts';
import { answerView, REMOVED_ASSIGNMENT } from './answer-view.ts';
import type { AnswersRepository } from './answers.repository.ts';
import { assignmentsById } from './assignments-by-id.ts';

/**
 * getBrainfood (spec §3, Brainfood): the programme's articles of the weeks open to the learner,
 * and the answers of learners in their organisations that a coach approved and their author
 * agreed to share.
 */
export function createBrainfoodService({
  answers,
  programme,
}: {
  answers: AnswersRepository;
  programme: ProgrammeRepository;
}) {
  return {
    /** Newest first; of one type and one week when asked. */
    async brainfood(
      userId: string,
      { type, week: asked }: { type: BrainfoodType | 'all'; week?: number | 'current' },
      now = new Date(),
    ) {
      const [state, shared, assignments] = await Promise.all([
        // The learner's programme (the shared items and their organisation's own, decision 061)
        // and schedule.
        programme.learnerState(userId),
        answers.brainfoodFor(userId),
        assignmentsById(programme),
      ]);
      const { schedule, programme: learnerProgramme } = state;
      const { weeks } = learnerProgramme;
      // The current week is the last one open, as the home screen's (listModules) is.
      const week =
        asked === 'current'
          ? (weeks.filter(({ number }) => !weekLock(number, schedule, now).isLocked).at(-1)
              ?.number ?? 1)
          : asked;
      const articles: BrainfoodItem[] = weeks.flatMap(({ id, number }) => {
        if (weekLock(number, schedule, now).isLocked) return [];
        const publishedAt = (weekOpensAt(number, schedule) ?? now).toISOString();
        return itemsOfKind(learnerProgramme.items, 'brainfood')
          .filter((i) => i.weekId === id)
          .map(({ data: article }) => ({
            id: article.id,
            type: 'article' as const,
            week: number,
            title: article.title,
            body: article.body,
            source: article.source ?? null,
            answer: null,
            publishedAt,
          }));
      });
      const fromLearners: BrainfoodItem[] = shared.map((row) => {
        const assignment = assignments.get(row.assignmentId);
        const task = assignment?.data.tasks.find((t) => t.id === row.taskId);
        const view = answerView(row, assignment?.week ?? 0);
        return {
          id: row.id,
          type: row.fileKind === 'image' ? 'image' : row.fileKind === 'video' ? 'video' : 'text',
          week: view.week,
          title: assignment?.data.title ?? REMOVED_ASSIGNMENT,
          body: task?.prompt ?? null,
          source: null,
          answer: { text: row.text, file: view.file, authorFirstName: row.firstName },
          publishedAt: view.inBrainfoodSince!,
        };
      });
      return [...articles, ...fromLearners]
        .filter((item) => type === 'all' || item.type === type)
        .filter((item) => week === undefined || item.week === week)
        .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.id.localeCompare(b.id));
    },
  };
}

export type BrainfoodService = ReturnType<typeof createBrainfoodService>;
