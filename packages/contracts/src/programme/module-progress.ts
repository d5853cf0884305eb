import { z } from 'zod';
import { clientRequestId } from '../client-request.ts';
import { endpoint } from '../endpoint.ts';
import { answerResult, givenAnswer, moduleIdParams, progressResponse } from './module-views.ts';

/*
 * The learner's way through a module, kept on the server so it follows them across devices:
 * where they are, their answers (checked here; the first one counts), the end and a new try.
 */

/** The learner's progress in a module. */
export const getModuleProgress = endpoint({
  method: 'GET',
  path: '/microlearning-progress/:id',
  params: moduleIdParams,
  response: progressResponse,
  errors: ['NOT_FOUND', 'LOCKED'],
});

export const savePositionBody = z
  .object({ position: z.number().int().min(0).max(100) })
  .meta({ id: 'SavePositionBody' });

/** Where the learner is in a module (resume on any device). */
export const saveModulePosition = endpoint({
  method: 'PUT',
  path: '/microlearning-progress/:id',
  params: moduleIdParams,
  body: savePositionBody,
  response: progressResponse,
  errors: ['NOT_FOUND', 'LOCKED'],
});

export const answerBody = z
  .object({
    itemId: z.string().min(1).max(40),
    answer: givenAnswer,
    /** Sent again (offline work), the same id gets the first answer: it counts once. */
    requestId: clientRequestId.optional(),
  })
  .meta({ id: 'AnswerBody' });
export const answerResponse = z.object({ status: z.literal('success'), data: answerResult });

/** One answer: right or not, the right answer and why (the first answer counts). */
export const answerModuleQuestion = endpoint({
  method: 'POST',
  path: '/microlearning-progress/:id/answers',
  params: moduleIdParams,
  body: answerBody,
  response: answerResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});

/** Finish a module: its score (every question must be answered). */
export const completeModule = endpoint({
  method: 'POST',
  path: '/microlearning-progress/:id/complete',
  params: moduleIdParams,
  response: progressResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});

/** Do a module again (the best score stays). */
export const restartModule = endpoint({
  method: 'POST',
  path: '/microlearning-progress/:id/restart',
  params: moduleIdParams,
  response: progressResponse,
  errors: ['NOT_FOUND', 'LOCKED'],
});
