import type { AnswerStatus, ReviewAnswerView } from '@leerloop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { imiFlagCountQuery } from './get-imi-flag-count';

const endpoints = endpointsIn(() => import('./endpoints'));

export type ReviewFilter = AnswerStatus | 'all';

const keys = {
  lists: ['review', 'list'] as const,
  answer: (id: string) => ['review', 'answer', id] as const,
  imiFlags: ['review', 'imi-flags'] as const,
};

/** The answers to review, a page at a time (spec §9); the page shown stays while the next loads. */
export const useReviewList = (status: ReviewFilter, cursor?: string) =>
  useQuery({
    queryKey: [...keys.lists, status, cursor],
    ...changedByOthers,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(endpoints.listReviewAnswers, { query: { status, cursor } })).data,
  });

/** How many answers wait for the coach, and the first few of them (the coach's home). */
export const useReviewWaiting = (limit: number) =>
  useQuery({
    queryKey: [...keys.lists, 'waiting', limit],
    ...changedByOthers,
    queryFn: async () => {
      const { answers, page } = (
        await call(endpoints.listReviewAnswers, { query: { status: 'submitted', limit } })
      ).data;
      return { answers, total: page.total };
    },
  });

export const useReviewAnswer = (id: string) =>
  useQuery({
    queryKey: keys.answer(id),
    ...changedByOthers,
    queryFn: async () => (await call(endpoints.getReviewAnswer, { params: { id } })).data,
  });

function useReviewMutation<A extends { id: string }>(
  send: (args: A) => Promise<{ data: ReviewAnswerView }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: A) => (await send(args)).data,
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.answer(answer.id), answer);
      void queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  });
}

/** Approve, or ask for changes with feedback. */
export const useDecide = () =>
  useReviewMutation(
    async ({
      id,
      decision,
      feedback,
    }: {
      id: string;
      decision: 'approved' | 'needs-work';
      feedback: string;
    }) =>
      call(endpoints.decideReviewAnswer, {
        params: { id },
        // Changes asked always come with words (the screen asks for them first).
        body:
          decision === 'needs-work'
            ? { decision, feedback }
            : { decision, ...(feedback && { feedback }) },
      }),
  );

/** Put an approved, consented answer in Brainfood, or take it out. */
export const useSetInBrainfood = () =>
  useReviewMutation(async ({ id, inBrainfood }: { id: string; inBrainfood: boolean }) =>
    call(endpoints.setAnswerInBrainfood, { params: { id }, body: { inBrainfood } }),
  );

/** Learners' messages to Imi about self-harm, abuse or danger (the coach's organisations). */
export const useImiFlags = () =>
  useQuery({
    queryKey: keys.imiFlags,
    ...changedByOthers,
    queryFn: async () => (await call(endpoints.getImiFlags)).data.flags,
  });

export function useMarkFlagSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(endpoints.markImiFlagSeen, { params: { id } })).data.flags,
    onSuccess: (flags) => {
      queryClient.setQueryData(keys.imiFlags, flags);
      // The menu's badge counts what is still unseen.
      void queryClient.invalidateQueries({ queryKey: imiFlagCountQuery().queryKey });
    },
  });
}
