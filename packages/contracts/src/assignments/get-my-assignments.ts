import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { assignmentView } from './answer-view.ts';

export const myAssignmentsResponse = success(
  z.object({ assignments: z.array(assignmentView) }),
).meta({ id: 'MyAssignments' });

/**
 * Spec §7: the learner's assignments by week with their tasks and answers (viewing them also
 * marks the newest one as seen).
 */
export const getMyAssignments = endpoint({
  method: 'GET',
  path: '/my-assignment',
  response: myAssignmentsResponse,
});
