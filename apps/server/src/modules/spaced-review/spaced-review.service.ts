import {
  type AnswerResult,
  SPACED_REVIEW_SIZE,
  type SpacedReviewQuestion,
} from '@leerloop/contracts';
import {
  type Card,
  computeDecayFactor,
  createEmptyCard,
  fsrs,
  generatorParameters,
  Rating,
  TypeConvert,
} from 'ts-fsrs';
import { AppError } from '../../lib/app-error.ts';
import {
  type Answer,
  checkAnswer,
  correctAnswerOf,
  questionContentOf,
  questionsOf,
} from '../programme/module-questions.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import type { SpacedReviewRepository } from './spaced-review.repository.ts';

/**
 * FSRS with its default weights, in whole days (a review is a few questions on the home
 * screen, not a drill within the hour) and without fuzz, so a schedule can be told in advance.
 */
const scheduler = fsrs(
  generatorParameters({ enable_short_term: false, enable_fuzz: false, maximum_interval: 365 }),
);
const gradeOf = (isCorrect: boolean) => (isCorrect ? Rating.Good : Rating.Again);
const cardOf = (json: string) => TypeConvert.card(JSON.parse(json) as Card);

/**
 * FSRS's forgetting curve for these weights, R = (1 + factor × days / stability) ^ decay: a
 * group's charts compute it in the database over thousands of cards (issue 22), with the
 * constants ts-fsrs derives from the weights.
 */
export const recallCurve = computeDecayFactor(scheduler.parameters.w);

/**
 * Issue 24 item 5 (decision 054), "Herhaling": every module question a learner answers gets an
 * FSRS card from that first answer (wrong: back the next day; right: in a few days, then
 * further apart). Due questions come back on the home screen, at most five at a time; each
 * answer there moves the card on.
 */
export function createSpacedReview(deps: {
  cards: SpacedReviewRepository;
  programme: Pick<ProgrammeRepository, 'openItem'>;
}) {
  const { cards, programme } = deps;

  /** The module and question of a card, if the programme still has them. */
  async function questionOf(userId: string, moduleId: string, itemId: string) {
    const { found } = await programme.openItem('module', moduleId, userId);
    const question = found && questionsOf(found.data).find((q) => q.id === itemId);
    return question && found ? { module: found.data, week: found.week, question } : undefined;
  }

  return {
    /** A question's first answer in its module: its card starts here. */
    async firstAnswer(userId: string, moduleId: string, itemId: string, isCorrect: boolean) {
      const now = new Date();
      const { card } = scheduler.next(createEmptyCard(now), now, gradeOf(isCorrect));
      await cards.add(userId, { moduleId, itemId, card }, now);
    },

    /** The questions due at `now`, oldest first, at most five. */
    async due(userId: string, now = new Date()): Promise<SpacedReviewQuestion[]> {
      const questions: SpacedReviewQuestion[] = [];
      for (const row of await cards.due(userId, now, SPACED_REVIEW_SIZE)) {
        const found = await questionOf(userId, row.moduleId, row.itemId);
        if (!found) {
          // Taken out of the programme since: out of the review too.
          await cards.remove(userId, row.moduleId, row.itemId);
          continue;
        }
        questions.push({
          moduleId: row.moduleId,
          moduleTitle: found.module.title,
          week: found.week.number,
          question: questionContentOf(
            found.question,
            `${userId}:${row.moduleId}:${row.itemId}`,
          ) as SpacedReviewQuestion['question'],
        });
      }
      return questions;
    },

    /** An answer in the review: checked as in the module, and the card moved on. */
    async answer(
      userId: string,
      body: { moduleId: string; itemId: string; answer: Answer },
      now = new Date(),
    ): Promise<AnswerResult & { nextDueAt: string }> {
      const row = await cards.find(userId, body.moduleId, body.itemId);
      const found = row && (await questionOf(userId, body.moduleId, body.itemId));
      if (!row || !found) throw new AppError('NOT_FOUND');
      const isCorrect = checkAnswer(found.question, body.answer);
      // Answered before it was due (a second tab): its schedule stays.
      const card =
        row.dueAt > now
          ? cardOf(row.card)
          : scheduler.next(cardOf(row.card), now, gradeOf(isCorrect)).card;
      await cards.save(userId, { moduleId: row.moduleId, itemId: row.itemId, card }, now);
      return {
        isCorrect,
        correct: correctAnswerOf(found.question),
        explanation: found.question.explanation,
        nextDueAt: card.due.toISOString(),
      };
    },
  };
}

export type SpacedReview = ReturnType<typeof createSpacedReview>;
