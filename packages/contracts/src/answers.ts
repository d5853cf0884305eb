import { z } from 'zod';
import { pageInfo, pageQuery } from './pagination.ts';
import { successResponse as success } from './envelope.ts';
import { answerTypes, localized } from './content.ts';
import { itemStates } from './programme/module-views.ts';

/**
 * Assignments, the learner's answers to them, the coach's review and Brainfood (issue 4,
 * spec §7). An answer belongs to one task of one week's assignment: typed text or one file.
 */

/** What a file answer may be, decided by its first bytes (never by its name or declared type). */
export const fileKinds = ['image', 'video', 'text', 'pdf'] as const;
export type FileKind = (typeof fileKinds)[number];

const MB = 1024 * 1024;
/** The largest file of each kind, in bytes (images under 10 MB, videos under 200 MB). */
export const maxFileBytes: Record<FileKind, number> = {
  image: 10 * MB,
  video: 200 * MB,
  text: 1 * MB,
  pdf: 20 * MB,
};

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
    /** The learner agrees to share it in Brainfood (POST /attachment-player/Y or N). */
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

/** GET /my-assignment (viewing it also marks the newest one as seen). */
export const myAssignmentsResponse = success(
  z.object({ assignments: z.array(assignmentView) }),
).meta({ id: 'MyAssignments' });

/** GET /check-my-assignment: what is new since the learner last looked. */
export const checkAssignmentResponse = success(
  z.object({
    /** The newest open assignment the learner has not looked at yet. */
    newAssignment: z
      .object({ id: z.string(), week: z.number().int(), title: localized })
      .nullable(),
    /** A story chapter unlocked since the learner last read their story. */
    newChapter: z.object({ week: z.number().int(), title: localized }).nullable(),
  }),
).meta({ id: 'CheckMyAssignment' });

const taskRef = {
  assignmentId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
  taskId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid_value'),
};
const answerText = z.string().trim().min(1, 'required').max(MAX_TEXT_ANSWER, 'too_long');

/** POST /upload-text */
export const uploadTextBody = z.object({ ...taskRef, text: answerText }).meta({ id: 'UploadText' });
/** The fields before the file in POST /upload-attachment (multipart). */
export const uploadFields = z.object(taskRef);
/** POST /update-attachment/{id} as JSON: new words for a text answer (a file comes as multipart). */
export const updateTextBody = z.object({ text: answerText }).meta({ id: 'UpdateText' });

export const answerIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});
export const answerViewResponse = success(answerView);
export const answerViewsResponse = success(z.object({ answers: z.array(answerView) }));

/** POST /attachment-player/{Y|N}: consent to share an answer in Brainfood, or withdraw it. */
export const consentParams = z.object({ consent: z.enum(['Y', 'N']) });
export const consentBody = z
  .object({ attachmentId: answerIdParams.shape.id })
  .meta({ id: 'AttachmentConsent' });

/** The coach's view of an answer: whose it is and what it answers. */
export const reviewAnswerView = answerView
  .extend({
    learner: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }),
    assignmentTitle: localized,
    taskPrompt: localized,
  })
  .meta({ id: 'ReviewAnswer' });
export type ReviewAnswerView = z.infer<typeof reviewAnswerView>;

export const reviewListQuery = pageQuery.extend({
  status: z.enum([...answerStatuses, 'all']).default('submitted'),
});
export const reviewListResponse = success(
  z.object({ answers: z.array(reviewAnswerView), page: pageInfo }),
);
export const reviewAnswerResponse = success(reviewAnswerView);
export const reviewDecisionBody = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approved'),
      feedback: z.string().trim().max(MAX_FEEDBACK, 'too_long').optional(),
    }),
    z.object({
      decision: z.literal('needs-work'),
      feedback: z.string().trim().min(1, 'required').max(MAX_FEEDBACK, 'too_long'),
    }),
  ])
  .meta({ id: 'ReviewDecision' });
export const brainfoodDecisionBody = z
  .object({ inBrainfood: z.boolean() })
  .meta({ id: 'BrainfoodDecision' });

export const brainfoodTypes = ['article', 'image', 'video', 'text'] as const;
export type BrainfoodType = (typeof brainfoodTypes)[number];

export const brainfoodItem = z.object({
  id: z.string(),
  /** article: from the programme; image/video/text: a learner's answer a coach approved. */
  type: z.enum(brainfoodTypes),
  week: z.number().int(),
  title: localized,
  body: localized.nullable(),
  source: z.object({ name: z.string(), url: z.string() }).nullable(),
  answer: z
    .object({
      text: z.string().nullable(),
      file: answerView.shape.file,
      /** First name only: these are minors. */
      authorFirstName: z.string(),
    })
    .nullable(),
  publishedAt: z.string(),
});
export type BrainfoodItem = z.infer<typeof brainfoodItem>;

/** GET /vauld; `week`: only that week's items (the home screen's Brainfood tile counts them). */
export const brainfoodQuery = pageQuery.extend({
  type: z.enum([...brainfoodTypes, 'all']).default('all'),
  week: z.coerce
    .number()
    .int('invalid_value')
    .min(1, 'invalid_value')
    .max(99, 'invalid_value')
    .optional(),
});
export const brainfoodResponse = success(
  z.object({ items: z.array(brainfoodItem), page: pageInfo }),
).meta({
  id: 'Brainfood',
});
