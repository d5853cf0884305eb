import { createHash } from 'node:crypto';
import type { ModuleContentItem, ModuleFile, ModuleItem } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';

export type Question = Exclude<ModuleItem, { type: 'card' }>;
export type Answer = string | boolean | string[];

export const questionsOf = (module: ModuleFile) =>
  module.items.filter((item): item is Question => item.type !== 'card');

/** The right answer of a question, in the shape a learner answers it. */
export const correctAnswerOf = (question: Question): Answer =>
  question.type === 'multiple-choice'
    ? question.correct
    : question.type === 'true-false'
      ? question.correct
      : question.steps.map((s) => s.id);

export function checkAnswer(question: Question, answer: Answer): boolean {
  if (question.type === 'multiple-choice') {
    if (typeof answer !== 'string' || !question.options.some((o) => o.id === answer))
      throw invalidAnswer();
    return answer === question.correct;
  }
  if (question.type === 'true-false') {
    if (typeof answer !== 'boolean') throw invalidAnswer();
    return answer === question.correct;
  }
  const ids = question.steps.map((s) => s.id);
  const isPermutation =
    Array.isArray(answer) &&
    answer.length === ids.length &&
    [...answer].sort().join() === [...ids].sort().join();
  if (!isPermutation) throw invalidAnswer();
  return answer.every((id, index) => id === ids[index]);
}

const invalidAnswer = () =>
  new AppError('ANSWER_DOES_NOT_FIT', { issues: [{ path: 'answer', message: 'invalid_value' }] });

/** A stable shuffle per learner: the order steps look the same after a reload. */
const stableShuffle = <T extends { id: string }>(items: T[], seed: string) =>
  [...items].sort((a, b) => {
    const hash = (id: string) => createHash('sha1').update(`${seed}:${id}`).digest('hex');
    return hash(a.id) < hash(b.id) ? -1 : 1;
  });

/** A question as the learner sees it: without its answer; the steps in the learner's order. */
export function questionContentOf(item: Question, seed: string): ModuleContentItem {
  if (item.type === 'multiple-choice')
    return { type: item.type, id: item.id, question: item.question, options: item.options };
  if (item.type === 'true-false')
    return { type: item.type, id: item.id, statement: item.statement };
  return {
    type: item.type,
    id: item.id,
    question: item.question,
    steps: stableShuffle(item.steps, seed),
  };
}
