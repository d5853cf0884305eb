import type { spacedReviewAnswerBody } from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointsIn } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline-writes';

/*
 * Issue 24 item 5, "Herhaling": the questions due for review now, and their answers. Offline
 * too: the list is kept by the service worker and an answer waits on the device (sendOrQueue),
 * with its own request id so it moves the schedule once.
 */

const endpoints = endpointsIn(() => import('@leerloop/contracts/spaced-review/spaced-review'));

export const spacedReviewQuery = () =>
  queryOptions({
    queryKey: ['spaced-review'],
    queryFn: async () => (await call(endpoints.getSpacedReview)).data.questions,
  });

export const useSpacedReview = () => useQuery(spacedReviewQuery());

export async function answerSpacedReview(
  body: Omit<z.infer<typeof spacedReviewAnswerBody>, 'requestId'>,
) {
  // The contracts load with the review, not with the home screen that shows its card.
  const endpoint = await endpoints.answerSpacedReview();
  const requestId = crypto.randomUUID();
  return sendOrQueue(
    { requestId, method: 'POST', url: endpoint.path, body: { ...body, requestId } },
    (data) => endpoint.response.parse(data).data,
  );
}

/** The review's list is read again when the learner leaves it (not between its questions). */
export const useAnswerSpacedReview = () =>
  useMutation({ mutationFn: answerSpacedReview, networkMode: 'always' });
