import type {
  AnswerResult,
  ItemState,
  ModuleContentItem,
  ModuleFile,
  ModuleProgress,
  ProgrammeWeek,
} from '@leerloop/contracts';
import { assignmentReviewOf } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { contentImageUrl } from './content-image-url.ts';
import {
  type Answer,
  checkAnswer,
  correctAnswerOf,
  questionContentOf,
  questionsOf,
} from './module-questions.ts';
import { openWeeksKey, weekLock } from './week-lock.ts';
import { isWeekFinished } from './week-progress.ts';
import type { LearnerState, ProgressRow, StoredAnswer } from './learner-state.repository.ts';
import type { ParsedProgramme, ProgrammeRepository } from './programme.repository.ts';
import { type WeekView, weekProgressIn, weekViewsOf } from './programme-views.ts';

/** How many modules the home screen suggests. */
const SUGGESTIONS = 3;

/** The home screen's list of modules by week (getMicrolearningModules). */
type ModuleList = { currentWeek: number; weeks: ProgrammeWeek[]; suggestions: string[] };

/**
 * `onFirstAnswer`: told of each question's first answer in a module once it is kept (issue
 * 24: the spaced review starts its card there).
 */
export function createProgrammeService(
  repository: ProgrammeRepository,
  hooks: {
    onFirstAnswer?: (
      userId: string,
      moduleId: string,
      itemId: string,
      isCorrect: boolean,
    ) => Promise<void>;
  } = {},
) {
  // A learner's state is kept between their writes (programme.repository.ts): the list made of
  // it lives as long as it does.
  const listsOf = new WeakMap<LearnerState, { locks: string; list: ModuleList }>();
  const stateOf = (isLocked: boolean, progress: ProgressRow | undefined): ItemState =>
    isLocked ? 'locked' : progress?.completedAt ? 'done' : progress ? 'in-progress' : 'new';

  const progressView = (progress: ProgressRow | undefined, module: ModuleFile): ModuleProgress => ({
    position: progress?.position ?? 0,
    answers: Object.fromEntries(
      Object.entries(progress?.answers ?? {}).flatMap(([itemId, stored]) => {
        const question = questionsOf(module).find((q) => q.id === itemId);
        return question
          ? [
              [
                itemId,
                {
                  ...stored,
                  correct: correctAnswerOf(question),
                  explanation: question.explanation,
                },
              ],
            ]
          : [];
      }),
    ),
    score: progress?.lastScore ?? null,
    bestScore: progress?.bestScore ?? null,
    completedAt: progress?.completedAt?.toISOString() ?? null,
  });

  /** The learner's modules by week, with state, progress and locks (getMicrolearningModules). */
  function moduleListOf(
    state: LearnerState & { programme: ParsedProgramme },
    views: WeekView[],
    locks: ReturnType<typeof weekLock>[],
  ): ModuleList {
    const { progress, journals, decks, themes, answerStatuses } = state;
    const result = views.map((view, index) => {
      const { id, number } = view;
      const lock = locks[index]!;
      const done = weekProgressIn(view, state);
      const activity = <T extends { id: string }>(
        found: T | undefined,
        title: (found: T) => ModuleFile['title'],
        stateOf: () => ItemState,
      ) => (found ? { id: found.id, title: title(found), state: stateOf() } : null);
      const deck = view.swipeDeck;
      const assignment = activity(
        view.assignment,
        (found) => found.data.title,
        () => {
          if (lock.isLocked) return 'locked';
          if (done.tasksAnswered === 0) return 'new';
          return done.tasksAnswered < done.tasksTotal ? 'in-progress' : 'done';
        },
      );
      return {
        number,
        swipeDeck: activity(
          deck,
          (found) => found.data.title,
          () =>
            lock.isLocked
              ? 'locked'
              : decks.finished.has(deck!.id)
                ? 'done'
                : decks.started.has(deck!.id)
                  ? 'in-progress'
                  : 'new',
        ),
        /** Issue 20: the tile says "Aanpassing gevraagd" or "Goedgekeurd" where that is so. */
        assignment: assignment && {
          ...assignment,
          review: lock.isLocked
            ? null
            : assignmentReviewOf(view.taskKeys.map((key) => answerStatuses.get(key))),
        },
        // A chapter is earned by finishing the week; new until the learner has read it.
        story: activity(
          view.story,
          (found) => found.data.chapter.title,
          () =>
            lock.isLocked || !isWeekFinished(done)
              ? 'locked'
              : journals.get(id)?.chapterReadAt
                ? 'done'
                : 'new',
        ),
        title: view.title,
        intro: view.intro,
        isLocked: lock.isLocked,
        unlocksAt: lock.unlocksAt,
        modules: view.modules.map(({ tile, itemCount }) => {
          const own = progress.get(tile.id);
          return {
            ...tile,
            state: stateOf(lock.isLocked, own),
            progress: own?.completedAt ? 1 : Math.min(1, (own?.position ?? 0) / itemCount),
            bestScore: own?.bestScore ?? null,
            unlocksAt: lock.unlocksAt,
          };
        }),
      };
    });
    const currentWeek = result.filter((w) => !w.isLocked).at(-1)?.number ?? 1;
    // Open work not done yet: the themes the learner swiped as important first, then by week.
    const weekIds = new Map(state.programme.weeks.map((w) => [w.number, w.id]));
    const isImportant = (number: number) => themes.get(weekIds.get(number) ?? '') === 'agree';
    const suggestions = result
      .filter((week) => !week.isLocked)
      .flatMap((week) => week.modules.filter((m) => m.state !== 'done'))
      .sort((a, b) => Number(isImportant(b.week)) - Number(isImportant(a.week)))
      .slice(0, SUGGESTIONS)
      .map((m) => m.id);
    return { currentWeek, weeks: result, suggestions };
  }

  /** The module with its week, refusing what does not exist (404) or is not open yet (403). */
  async function openModule(userId: string, moduleId: string, now = new Date()) {
    const { found, schedule } = await repository.openItem('module', moduleId, userId);
    if (!found) throw new AppError('NOT_FOUND');
    const lock = weekLock(found.week.number, schedule, now);
    if (lock.isLocked) throw new AppError('LOCKED', { details: { unlocksAt: lock.unlocksAt } });
    return { module: found.data, week: found.week };
  }

  return {
    async listModules(userId: string, now = new Date()): Promise<ModuleList> {
      const state = await repository.learnerState(userId);
      const views = weekViewsOf(state.programme);
      const locks = views.map(({ number }) => weekLock(number, state.schedule, now));
      // The same state and the same open weeks make the same list: the home screen opened again
      // with nothing changed gets the one it had, and with it its written JSON (issue 22).
      const open = openWeeksKey(locks);
      const last = listsOf.get(state);
      if (last?.locks === open) return last.list;
      const list = moduleListOf(state, views, locks);
      listsOf.set(state, { locks: open, list });
      return list;
    },

    async moduleContent(userId: string, moduleId: string) {
      const { module, week } = await openModule(userId, moduleId);
      const items: ModuleContentItem[] = module.items.map((item) => {
        if (item.type === 'card') {
          return {
            ...item,
            image: item.image && {
              url: contentImageUrl(week.folder, item.image.src),
              alt: item.image.alt,
            },
          };
        }
        return questionContentOf(item, `${userId}:${module.id}:${item.id}`);
      });
      return {
        id: module.id,
        week: week.number,
        title: module.title,
        minutes: module.minutes,
        cover: { url: contentImageUrl(week.folder, module.cover.src), alt: module.cover.alt },
        items,
        questionCount: questionsOf(module).length,
        takeaways: module.takeaways,
        progress: progressView(await repository.progress(userId, module.id), module),
      };
    },

    async progress(userId: string, moduleId: string) {
      const { module } = await openModule(userId, moduleId);
      return progressView(await repository.progress(userId, module.id), module);
    },

    async savePosition(userId: string, moduleId: string, position: number) {
      const { module } = await openModule(userId, moduleId);
      const current = await repository.progress(userId, module.id);
      const next = {
        moduleId,
        answers: {},
        lastScore: null,
        bestScore: null,
        completedAt: null,
        ...current,
        position: Math.min(position, module.items.length),
      };
      await repository.saveProgress(userId, next);
      return progressView(next, module);
    },

    /** Checks one answer; the first answer to a question counts and is kept. */
    async answer(
      userId: string,
      moduleId: string,
      itemId: string,
      answer: Answer,
    ): Promise<AnswerResult> {
      const { module } = await openModule(userId, moduleId);
      const question = questionsOf(module).find((q) => q.id === itemId);
      if (!question) throw new AppError('NOT_FOUND');
      const current = await repository.progress(userId, module.id);
      const stored: StoredAnswer = current?.answers[itemId] ?? {
        given: answer,
        isCorrect: checkAnswer(question, answer),
      };
      if (!current?.answers[itemId]) {
        const position = Math.max(
          current?.position ?? 0,
          module.items.findIndex((i) => i.id === itemId),
        );
        await repository.saveProgress(userId, {
          moduleId,
          lastScore: null,
          bestScore: null,
          completedAt: null,
          ...current,
          position,
          answers: { ...current?.answers, [itemId]: stored },
        });
        await hooks.onFirstAnswer?.(userId, moduleId, itemId, stored.isCorrect);
      }
      return {
        isCorrect: stored.isCorrect,
        correct: correctAnswerOf(question),
        explanation: question.explanation,
      };
    },

    /** Scores the module once every question is answered; the best score is kept. */
    async complete(userId: string, moduleId: string) {
      const { module } = await openModule(userId, moduleId);
      const current = await repository.progress(userId, module.id);
      const questions = questionsOf(module);
      const answers = current?.answers ?? {};
      if (!current || questions.some((q) => !answers[q.id])) {
        throw new AppError('MODULE_INCOMPLETE');
      }
      const score = questions.filter((q) => answers[q.id]!.isCorrect).length;
      const next = {
        ...current,
        position: module.items.length,
        lastScore: score,
        bestScore: Math.max(score, current.bestScore ?? 0),
        completedAt: current.completedAt ?? new Date(),
      };
      await repository.saveProgress(userId, next);
      return progressView(next, module);
    },

    /** Starts a module again; the best score stays. */
    async restart(userId: string, moduleId: string) {
      const { module } = await openModule(userId, moduleId);
      const current = await repository.progress(userId, module.id);
      const next = {
        moduleId,
        position: 0,
        answers: {},
        lastScore: null,
        bestScore: current?.bestScore ?? null,
        completedAt: current?.completedAt ?? null,
      };
      await repository.saveProgress(userId, next);
      return progressView(next, module);
    },
  };
}

export type ProgrammeService = ReturnType<typeof createProgrammeService>;
