import { createHash } from 'node:crypto';
import {
  type AnswerView,
  type AssignmentFile,
  type AssignmentView,
  type BrainfoodItem,
  type BrainfoodType,
  type FileKind,
  type ReviewAnswerView,
  fileKindsFor,
} from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Storage } from '../../storage/storage.ts';
import { type AssignmentsById, assignmentsById } from './assignments-by-id.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekLock, weekOpensAt } from '../programme/week-lock.ts';
import type {
  AnswerRow,
  AnswersRepository,
  AnswerWithLearner,
  CoachView,
} from './answers.repository.ts';
import { brokenOff, receiveFile, unsupportedFile } from './receive-file.ts';

type AssignmentTask = AssignmentFile['tasks'][number];
export interface IncomingFile {
  stream: AsyncIterable<Buffer> & { resume(): void };
  name: string;
  /** True when the sender went away before the file was complete. */
  aborted(): boolean;
}

/** Shown for an answer whose assignment was taken out of the programme since. */
const REMOVED_ASSIGNMENT = { nl: 'Opdracht', mc: 'تمرين' };

const isoOrNull = (value: string | Date | null) => (value ? toIso(value) : null);

/** What the learner's file was called, for display only: no path, no control characters. */
const displayName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .slice(0, 120) || 'bestand';

export function createAnswersService({
  answers,
  programme,
  storage,
}: {
  answers: AnswersRepository;
  programme: ProgrammeRepository;
  storage: Storage;
}) {
  const assignmentWeeks = () => assignmentsById(programme);

  const fileUrl = (row: AnswerRow) =>
    `/api/attachment-file/${row.id}?v=${createHash('sha256').update(row.fileKey!).digest('hex').slice(0, 12)}`;

  const toView = (row: AnswerRow, week: number): AnswerView => ({
    id: row.id,
    assignmentId: row.assignmentId,
    taskId: row.taskId,
    week,
    text: row.text,
    file: row.fileKey
      ? {
          kind: row.fileKind!,
          mimeType: row.fileMimeType!,
          size: Number(row.fileSize),
          name: row.fileName ?? 'bestand',
          url: fileUrl(row),
        }
      : null,
    status: row.status,
    feedback: row.feedback,
    reviewedAt: isoOrNull(row.reviewedAt),
    submittedAt: toIso(row.submittedAt),
    shareConsent: Boolean(row.shareConsent),
    inBrainfoodSince: isoOrNull(row.brainfoodApprovedAt),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  });

  async function viewOf(row: AnswerRow) {
    const weeks = await assignmentWeeks();
    return toView(row, weeks.get(row.assignmentId)?.week ?? 0);
  }

  /** The task being answered: it must exist and its week must be open for this learner. */
  async function openTask(userId: string, assignmentId: string, taskId: string) {
    const [found, schedule] = await Promise.all([
      programme.activeItem('assignment', assignmentId),
      programme.schedule(userId),
    ]);
    const task = found?.data.tasks.find((t) => t.id === taskId);
    if (!found || !task) throw new AppError('NOT_FOUND');
    const lock = weekLock(found.week.number, schedule, new Date());
    if (lock.isLocked)
      throw new AppError('LOCKED', undefined, undefined, { unlocksAt: lock.unlocksAt });
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
      throw new AppError('VALIDATION_ERROR', 'Deze taak vraagt om een bestand, niet om tekst.', [
        { path: 'text', message: 'invalid_value' },
      ]);
  };

  /** Stores the file before any record points at it; refuses what the task does not take. */
  async function store(task: AssignmentTask, file: IncomingFile) {
    const allowed: FileKind[] = fileKindsFor(task.answerTypes);
    try {
      if (allowed.length === 0) throw unsupportedFile(['text']);
      return await receiveFile(file.stream, allowed, storage);
    } catch (error) {
      if (file.aborted()) throw brokenOff();
      // Let the sender finish so it hears our answer; the bytes go nowhere.
      file.stream.resume();
      throw error;
    }
  }

  /** Inserts a record for a stored file; if that fails, the file goes too. */
  async function withFileCleanup<T>(key: string, action: () => Promise<T>) {
    try {
      return await action();
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  const alreadyAnswered = () =>
    new AppError(
      'CONFLICT',
      'Je hebt deze taak al beantwoord. Pas je antwoord aan in plaats van een nieuw te sturen.',
    );

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

  /** The columns of an answer that is a stored file. */
  const fileColumns = (stored: Awaited<ReturnType<typeof receiveFile>>, name: string) => ({
    text: null,
    fileKey: stored.key,
    fileKind: stored.kind,
    fileMimeType: stored.mimeType,
    fileSize: stored.size,
    fileName: displayName(name),
  });

  const noFile = {
    fileKey: null,
    fileKind: null,
    fileMimeType: null,
    fileSize: null,
    fileName: null,
  };

  return {
    /** GET /my-assignment; looking at them marks them seen. */
    async myAssignments(userId: string, now = new Date()): Promise<AssignmentView[]> {
      const [weeks, items, schedule, own] = await Promise.all([
        programme.activeWeeks(),
        programme.activeItems(),
        programme.schedule(userId),
        answers.ofUser(userId),
      ]);
      await answers.markAssignmentsSeen(userId, now);
      return weeks.flatMap(({ id, number }) => {
        const item = itemsOfKind(items, 'assignment').find((i) => i.weekId === id);
        if (!item) return [];
        const assignment = item.data;
        const lock = weekLock(number, schedule, now);
        const tasks = lock.isLocked
          ? []
          : assignment.tasks.map((task) => {
              const answer = own.find((a) => a.assignmentId === item.id && a.taskId === task.id);
              return { ...task, answer: answer ? toView(answer, number) : null };
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
    },

    /** The newest open assignment the learner has not seen since it opened. */
    async newAssignment(userId: string, now = new Date()) {
      const [weeks, items, schedule, seenAt] = await Promise.all([
        programme.activeWeeks(),
        programme.activeItems(),
        programme.schedule(userId),
        answers.assignmentsSeenAt(userId),
      ]);
      const unseen = weeks.filter(({ number }) => {
        if (weekLock(number, schedule, now).isLocked) return false;
        const openedAt = weekOpensAt(number, schedule);
        return !seenAt || (openedAt !== null && openedAt > seenAt);
      });
      const newest = unseen.at(-1);
      const item = newest && itemsOfKind(items, 'assignment').find((i) => i.weekId === newest.id);
      return item && newest ? { id: item.id, week: newest.number, title: item.data.title } : null;
    },

    async submitText(
      userId: string,
      input: { assignmentId: string; taskId: string; text: string },
    ) {
      const { task, week } = await openTask(userId, input.assignmentId, input.taskId);
      refuseText(task);
      if (await answers.byTask(userId, input.assignmentId, input.taskId)) throw alreadyAnswered();
      const row = await insertAnswer(userId, input, { ...noFile, text: input.text });
      return toView(row, week);
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
      const stored = await store(task, file);
      const row = await withFileCleanup(stored.key, () =>
        insertAnswer(userId, ref, fileColumns(stored, file.name)),
      );
      return toView(row, week);
    },

    /** New words for an answer (a file answer becomes a text answer, if the task takes text). */
    async replaceWithText(userId: string, id: string, text: string) {
      const current = await ownAnswer(userId, id);
      const { task } = await openTask(userId, current.assignmentId, current.taskId);
      refuseText(task);
      await answers.update(id, { ...noFile, text, ...resubmitted() });
      if (current.fileKey) await storage.delete(current.fileKey).catch(() => {});
      return viewOf((await answers.byId(id))!);
    },

    /** A new file for an answer; the old one is removed only once the new one is in place. */
    async replaceWithFile(userId: string, id: string, file: IncomingFile) {
      const current = await ownAnswer(userId, id).catch((error: unknown) => {
        file.stream.resume();
        throw error;
      });
      const { task } = await openTask(userId, current.assignmentId, current.taskId);
      const stored = await store(task, file);
      await withFileCleanup(stored.key, () =>
        answers.update(id, { ...fileColumns(stored, file.name), ...resubmitted() }),
      );
      if (current.fileKey) await storage.delete(current.fileKey).catch(() => {});
      return viewOf((await answers.byId(id))!);
    },

    async check(userId: string, id: string) {
      return viewOf(await ownAnswer(userId, id));
    },

    async textAnswers(userId: string) {
      const [rows, weeks] = await Promise.all([answers.ofUser(userId), assignmentWeeks()]);
      return rows
        .filter((row) => row.text !== null)
        .map((row) => toView(row, weeks.get(row.assignmentId)?.week ?? 0));
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

    // --- The coach's side -------------------------------------------------------------------

    async reviewList(coach: CoachView, status: AnswerRow['status'] | 'all') {
      const [rows, weeks] = await Promise.all([
        answers.forReview(coach, status),
        assignmentWeeks(),
      ]);
      return rows.map((row) => toReviewView(row, weeks));
    },

    async reviewOne(coachId: string, id: string) {
      return toReviewView(await coachedAnswer(coachId, id), await assignmentWeeks());
    },

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
      return toReviewView(await coachedAnswer(coachId, id), await assignmentWeeks());
    },

    async setInBrainfood(coachId: string, id: string, inBrainfood: boolean) {
      const row = await coachedAnswer(coachId, id);
      if (inBrainfood && (row.status !== 'approved' || !row.shareConsent))
        throw new AppError(
          'CONFLICT',
          'Alleen een goedgekeurd antwoord waarvoor de deelnemer toestemming gaf, kan in Brainfood.',
        );
      await answers.update(id, {
        brainfoodApprovedAt: inBrainfood ? new Date().toISOString() : null,
        brainfoodApprovedBy: inBrainfood ? coachId : null,
      });
      return toReviewView(await coachedAnswer(coachId, id), await assignmentWeeks());
    },

    isCoach: (userId: string) => answers.isCoach(userId),

    // --- Brainfood and files ----------------------------------------------------------------

    /**
     * GET /vauld: the programme's articles of open weeks and approved answers, newest first;
     * of one type and one week when asked.
     */
    async brainfood(
      userId: string,
      { type, week }: { type: BrainfoodType | 'all'; week?: number },
      now = new Date(),
    ) {
      const [weeks, items, schedule, shared, assignments] = await Promise.all([
        programme.activeWeeks(),
        programme.activeItems(),
        programme.schedule(userId),
        answers.brainfoodFor(userId),
        assignmentWeeks(),
      ]);
      const articles: BrainfoodItem[] = weeks.flatMap(({ id, number }) => {
        if (weekLock(number, schedule, now).isLocked) return [];
        const publishedAt = (weekOpensAt(number, schedule) ?? now).toISOString();
        return itemsOfKind(items, 'brainfood')
          .filter((i) => i.weekId === id)
          .map(({ data: article }) => {
            return {
              id: article.id,
              type: 'article' as const,
              week: number,
              title: article.title,
              body: article.body,
              source: article.source ?? null,
              answer: null,
              publishedAt,
            };
          });
      });
      const fromLearners: BrainfoodItem[] = shared.map((row) => {
        const assignment = assignments.get(row.assignmentId);
        const task = assignment?.data.tasks.find((t) => t.id === row.taskId);
        const view = toView(row, assignment?.week ?? 0);
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

  async function coachedAnswer(coachId: string, id: string) {
    const row = await answers.forReviewById(id);
    if (!row || !(await answers.isCoachOf(coachId, row.userId))) throw new AppError('NOT_FOUND');
    return row;
  }

  function toReviewView(row: AnswerWithLearner, weeks: AssignmentsById): ReviewAnswerView {
    const assignment = weeks.get(row.assignmentId);
    const task = assignment?.data.tasks.find((t) => t.id === row.taskId);
    return {
      ...toView(row, assignment?.week ?? 0),
      learner: { id: row.userId, firstName: row.firstName, lastName: row.lastName },
      assignmentTitle: assignment?.data.title ?? REMOVED_ASSIGNMENT,
      taskPrompt: task?.prompt ?? REMOVED_ASSIGNMENT,
    };
  }
}

export type AnswersService = ReturnType<typeof createAnswersService>;
