import { z } from 'zod';
import { successResponse as success } from '../envelope.ts';
import { localized } from '../localized.ts';
import { answerTypes } from './answer-types.ts';
import { itemStates } from '../programme/module-views.ts';
import { type FileKind, fileKinds } from './file-kinds.ts';

/**
 * Assignments and the learner's answers to them (issue 4, spec §7). An answer belongs to one
 * task of one week's assignment: typed text or one file.
 */

/** Which kinds of file a task's answer types let a learner upload. */
export const fileKindsFor = (types: readonly (typeof answerTypes)[number][]): FileKind[] => [
  ...(types.includes('photo') ? (['image'] as const) : []),
  ...(types.includes('video') ? (['video'] as const) : []),
  ...(types.includes('file') || types.includes('text') ? (['text'] as const) : []),
  ...(types.includes('file') ? (['pdf'] as const) : []),
];

export const answerStatuses = ['submitted', 'approved', 'needs-work'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

export const MAX_TEXT_ANSWER = 5000;
export const MAX_FEEDBACK = 2000;

export const answerView = z
  .object({
    id: z.string(),
    assignmentId: z.string(),
    taskId: z.string(),
    week: z.number().int(),
    /** The typed answer, or the file's description. */
    text: z.string().nullable(),
    file: z
      .object({
        kind: z.enum(fileKinds),
        mimeType: z.string(),
        size: z.number().int(),
        /** The name the learner's file had (shown only; never used to store it). */
        name: z.string(),
        /** A link for <img>/<video>/download, valid for a while, for whoever was given it. */
        url: z.string(),
      })
      .nullable(),
    status: z.enum(answerStatuses),
    /** The coach's words when they reviewed it. */
    feedback: z.string().nullable(),
    /** When the coach reviewed it (a decision, with or without words). */
    reviewedAt: z.string().nullable(),
    /** When the learner sent it, or its last new version; a review does not move it. */
    submittedAt: z.string(),
    /** The learner agrees to share it in Brainfood (setShareConsent). */
    shareConsent: z.boolean(),
    /** When a coach put it in Brainfood. */
    inBrainfoodSince: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Answer' });
export type AnswerView = z.infer<typeof answerView>;

export const assignmentView = z
  .object({
    id: z.string(),
    week: z.number().int(),
    title: localized,
    intro: localized,
    state: z.enum(itemStates),
    unlocksAt: z.string().nullable(),
    /** Empty while the assignment is locked. */
    tasks: z.array(
      z.object({
        id: z.string(),
        prompt: localized,
        answerTypes: z.array(z.enum(answerTypes)),
        answer: answerView.nullable(),
      }),
    ),
  })
  .meta({ id: 'Assignment' });
export type AssignmentView = z.infer<typeof assignmentView>;

/** The task an answer is to: the fields a new answer, typed or a file, names first. */
export const answerTaskFields = {
  assignmentId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
  taskId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid_value'),
};
/** A typed answer, new or a new version. */
export const answerText = z.string().trim().min(1, 'required').max(MAX_TEXT_ANSWER, 'too_long');

/** The answer an address names: `:id` in its path. */
export const answerIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});
/** One answer, the reply of every call that sends or changes one. */
export const answerViewResponse = success(answerView);
