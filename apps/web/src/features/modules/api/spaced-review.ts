import type { spacedReviewAnswerBody } from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callLoaded } from '../../../lib/api-client';

/* Issue 24 item 5, "Herhaling": the questions due for review now, and their answers. */

const endpoints = () => import('@leerloop/contracts/spaced-review/spaced-review');

export const spacedReviewQuery = () =>
  queryOptions({
    queryKey: ['spaced-review'],
    queryFn: async () =>
      (await callLoaded(async () => (await endpoints()).getSpacedReview)).data.questions,
  });

export const useSpacedReview = () => useQuery(spacedReviewQuery());

export async function answerSpacedReview(body: z.infer<typeof spacedReviewAnswerBody>) {
  return (await callLoaded(async () => (await endpoints()).answerSpacedReview, { body })).data;
}

/** The review's list is read again when the learner leaves it (not between its questions). */
export const useAnswerSpacedReview = () => useMutation({ mutationFn: answerSpacedReview });
