import type { AssignmentFile, AssignmentView } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { LearnerState } from '../programme/learner-state.repository.ts';
import type { ParsedProgramme, ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekViewsOf } from '../programme/programme-views.ts';
import { newChapterIn } from '../story/story-chapters.ts';
import { openWeeksKey, weekLock, weekOpensAt } from '../programme/week-lock.ts';
import { type AnswerFiles, fileColumns, type IncomingFile, noFile } from './answer-files.ts';
import { answerView } from './answer-view.ts';
import type { AnswerRow, AnswersRepository } from './answers.repository.ts';
import { assignmentsById } from './assignments-by-id.ts';

type AssignmentTask = AssignmentFile['tasks'][number];

/**
 * The learner's side of the assignments: the weeks' assignments with their answers, answering a
 * task in words or with a file, replacing an answer, consent to share it, and who may see its
 * file. The coach's side is review.service.ts; Brainfood is brainfood.service.ts.
 */
export function createAssignmentsService({
  answers,
  programme,
  files,
}: {
  answers: AnswersRepository;
  programme: ProgrammeRepository;
  files: AnswerFiles;
}) {
  /** The open weeks that opened since the learner last looked at their assignments. */
  const unseenWeeks = (state: LearnerState & { programme: ParsedProgramme }, now: Date) =>
    weekViewsOf(state.programme).filter(({ number }) => {
      if (weekLock(number, state.schedule, now).isLocked) return false;
      const openedAt = weekOpensAt(number, state.schedule);
      const seenAt = state.assignmentsSeenAt;
      return !seenAt || (openedAt !== null && openedAt > seenAt);
    });

  const keptLists = new WeakMap<
    LearnerState,
    { own: AnswerRow[]; open: string; list: { assignments: AssignmentView[] } }
  >();

  /** Every week's assignment with its tasks and the learner's answers (a locked one bare). */
  const assignmentViewsOf = (
    weeks: ReturnType<typeof weekViewsOf>,
    locks: ReturnType<typeof weekLock>[],
    own: AnswerRow[],
  ): AssignmentView[] =>
    weeks.flatMap(({ number, assignment: item }, index) => {
      if (!item) return [];
      const assignment = item.data;
      const lock = locks[index]!;
      const tasks = lock.isLocked
        ? []
        : assignment.tasks.map((task) => {
            const answer = own.find((a) => a.assignmentId === item.id && a.taskId === task.id);
            return { ...task, answer: answer ? answerView(answer, number) : null };
          });
      const answered = tasks.filter((t) => t.answer).length;
      return [
        {
          id: item.id,
          week: number,
          title: assignment.title,
          intro: assignment.intro,
          state: lock.isLocked
            ? 'locked'
            : answered === 0
              ? 'new'
              : answered < tasks.length
                ? 'in-progress'
                : 'done',
          unlocksAt: lock.unlocksAt,
          tasks,
        },
      ];
    });

  async function viewOf(row: AnswerRow) {
    const weeks = await assignmentsById(programme);
    return answerView(row, weeks.get(row.assignmentId)?.week ?? 0);
  }

  /** The task being answered: it must exist and its week must be open for this learner. */
  async function openTask(userId: string, assignmentId: string, taskId: string) {
    const { found, schedule } = await programme.openItem('assignment', assignmentId, userId);
    const task = found?.data.tasks.find((t) => t.id === taskId);
    if (!found || !task) throw new AppError('NOT_FOUND');
    const lock = weekLock(found.week.number, schedule, new Date());
    if (lock.isLocked) throw new AppError('LOCKED', { details: { unlocksAt: lock.unlocksAt } });
    return { task, week: found.week.number };
  }

  /** The caller's own answer; someone else's is as good as missing (404). */
  async function ownAnswer(userId: string, id: string) {
    const row = await answers.byId(id);
    if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
    return row;
  }

  const refuseText = (task: AssignmentTask) => {
    if (!task.answerTypes.includes('text'))
      throw new AppError('FILE_ANSWER_REQUIRED', {
        issues: [{ path: 'text', message: 'invalid_value' }],
      });
  };

  const alreadyAnswered = () => new AppError('ALREADY_ANSWERED');

  async function insertAnswer(
    userId: string,
    ref: { assignmentId: string; taskId: string },
    content: Pick<
      AnswerRow,
      'text' | 'fileKey' | 'fileKind' | 'fileMimeType' | 'fileSize' | 'fileName'
    >,
  ) {
    const now = new Date().toISOString();
    const row: AnswerRow = {
      id: newId(),
      userId,
      ...ref,
      ...content,
      status: 'submitted',
      feedback: null,
      reviewedBy: null,
      reviewedAt: null,
      shareConsent: 0,
      brainfoodApprovedBy: null,
      brainfoodApprovedAt: null,
      responseSeenAt: null,
      responseMailedAt: null,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await answers.insert(row);
    } catch (error) {
      // Two tabs answering at once: the unique key keeps one answer per task.
      if (await answers.byTask(userId, ref.assignmentId, ref.taskId)) throw alreadyAnswered();
      throw error;
    }
    return row;
  }

  /** A new version of an answer goes back to the coach; a Brainfood approval does not carry over. */
  const resubmitted = () => {
    const now = new Date().toISOString();
    return {
      status: 'submitted' as const,
      brainfoodApprovedAt: null,
      brainfoodApprovedBy: null,
      // The coach's next response to this version gets a mail of its own (issue 20).
      responseMailedAt: null,
      submittedAt: now,
      updatedAt: now,
    };
  };

  return {
    /**
     * getMyAssignments; looking at them marks them seen. Nothing is written when nothing opened
     * since the last look: the mark would change no answer of `whatIsNew` (issue 22: a write
     * at every visit was most of this read's cost).
     */
    async myAssignments(
      userId: string,
      now = new Date(),
    ): Promise<{ assignments: AssignmentView[] }> {
      const [state, own] = await Promise.all([
        programme.learnerState(userId),
        answers.ofUser(userId),
      ]);
      if (unseenWeeks(state, now).length) await answers.markAssignmentsSeen(userId, now);
      const weeks = weekViewsOf(state.programme);
      const locks = weeks.map(({ number }) => weekLock(number, state.schedule, now));
      // The same state, answers and open weeks make the same list, and with it the same written
      // JSON: as the home's module list is kept (programme.service.ts, issue 22).
      const open = openWeeksKey(locks);
      const kept = keptLists.get(state);
      if (kept?.own === own && kept.open === open) return kept.list;
      const list = { assignments: assignmentViewsOf(weeks, locks, own) };
      keptLists.set(state, { own, open, list });
      return list;
    },

    /**
     * checkMyAssignment: the newest open assignment the learner has not seen since it opened,
     * and the first story chapter they earned and have not read, from one read of their state.
     */
    async whatIsNew(userId: string, now = new Date()) {
      const state = await programme.learnerState(userId);
      const newest = unseenWeeks(state, now).at(-1);
      return {
        newAssignment: newest?.assignment
          ? { id: newest.assignment.id, week: newest.number, title: newest.assignment.data.title }
          : null,
        newChapter: newChapterIn(state, now),
      };
    },

    async submitText(
      userId: string,
      input: { assignmentId: string; taskId: string; text: string },
    ) {
      const { task, week } = await openTask(userId, input.assignmentId, input.taskId);
      refuseText(task);
      if (await answers.byTask(userId, input.assignmentId, input.taskId)) throw alreadyAnswered();
      const row = await insertAnswer(userId, input, { ...noFile, text: input.text });
      return answerView(row, week);
    },

    async submitFile(
      userId: string,
      ref: { assignmentId: string; taskId: string },
      file: IncomingFile,
    ) {
      const { task, week } = await openTask(userId, ref.assignmentId, ref.taskId);
      if (await answers.byTask(userId, ref.assignmentId, ref.taskId)) {
        file.stream.resume();
        throw alreadyAnswered();
      }
      const stored = await files.store(task, file);
      const row = await files.withCleanup(stored.key, () =>
        insertAnswer(userId, ref, fileColumns(stored, file.name)),
      );
      return answerView(row, week);
    },

    /**
     * Issue 24: what a resumable upload will do, checked before its first byte as the multipart
     * routes check it on the way: the task open, no second answer (or the caller's own answer
     * to replace), and the declared size and type within what the task takes.
     */
    async checkFileUpload(
      userId: string,
      target: { assignmentId: string; taskId: string } | { answerId: string },
      declared: { size: number; type?: string },
    ) {
      const ref = 'answerId' in target ? await ownAnswer(userId, target.answerId) : target;
      const { task } = await openTask(userId, ref.assignmentId, ref.taskId);
      if (!('answerId' in target) && (await answers.byTask(userId, ref.assignmentId, ref.taskId)))
        throw alreadyAnswered();
      files.checkDeclared(task, declared);
    },

    /** New words for an answer (a file answer becomes a text answer, if the task takes text). */
    async replaceWithText(userId: string, id: string, text: string) {
      const current = await ownAnswer(userId, id);
      const { task } = await openTask(userId, current.assignmentId, current.taskId);
      refuseText(task);
      await answers.update(id, { ...noFile, text, ...resubmitted() });
      await files.discard(current.fileKey);
      return viewOf((await answers.byId(id))!);
    },

    /** A new file for an answer; the old one is removed only once the new one is in place. */
    async replaceWithFile(userId: string, id: string, file: IncomingFile) {
      const current = await ownAnswer(userId, id).catch((error: unknown) => {
        file.stream.resume();
        throw error;
      });
      const { task } = await openTask(userId, current.assignmentId, current.taskId);
      const stored = await files.store(task, file);
      await files.withCleanup(stored.key, () =>
        answers.update(id, { ...fileColumns(stored, file.name), ...resubmitted() }),
      );
      await files.discard(current.fileKey);
      return viewOf((await answers.byId(id))!);
    },

    async check(userId: string, id: string) {
      return viewOf(await ownAnswer(userId, id));
    },

    async textAnswers(userId: string) {
      const [rows, weeks] = await Promise.all([answers.ofUser(userId), assignmentsById(programme)]);
      return rows
        .filter((row) => row.text !== null)
        .map((row) => answerView(row, weeks.get(row.assignmentId)?.week ?? 0));
    },

    /** Y: the learner lets a coach share it in Brainfood; N withdraws that (and takes it out). */
    async setConsent(userId: string, id: string, consent: boolean) {
      await ownAnswer(userId, id);
      await answers.update(id, {
        shareConsent: consent ? 1 : 0,
        ...(!consent && { brainfoodApprovedAt: null, brainfoodApprovedBy: null }),
        updatedAt: new Date().toISOString(),
      });
      return viewOf((await answers.byId(id))!);
    },

    /**
     * A stored answer file for a viewer: its owner, a coach of the owner's organisation, or —
     * once it is in Brainfood — a learner who shares an organisation with the owner.
     */
    async fileFor(viewerId: string, id: string) {
      const row = await answers.byId(id);
      if (!row?.fileKey) throw new AppError('NOT_FOUND');
      const mayView =
        row.userId === viewerId ||
        (await answers.isCoachOf(viewerId, row.userId)) ||
        (Boolean(row.brainfoodApprovedAt) &&
          Boolean(row.shareConsent) &&
          (await answers.sharesOrganization(viewerId, row.userId)));
      if (!mayView) throw new AppError('NOT_FOUND');
      return row as AnswerRow & { fileKey: string; fileMimeType: string };
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
