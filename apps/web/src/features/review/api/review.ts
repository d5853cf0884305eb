import {
  type AnswerStatus,
  getImiFlags,
  markImiFlagSeen,
  reviewAnswerResponse,
  reviewListResponse,
} from '@leerloop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, call } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { imiFlagCountQuery } from './get-imi-flag-count';

export type ReviewFilter = AnswerStatus | 'all';

const keys = {
  lists: ['review', 'list'] as const,
  answer: (id: string) => ['review', 'answer', id] as const,
  imiFlags: ['review', 'imi-flags'] as const,
};

/** GET /review/answers, a page at a time (spec §9); the page shown stays while the next loads. */
export const useReviewList = (status: ReviewFilter, cursor?: string) =>
  useQuery({
    queryKey: [...keys.lists, status, cursor],
    ...changedByOthers,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      reviewListResponse.parse(
        (await apiClient.get('/review/answers', { params: { status, cursor } })).data,
      ).data,
  });

/** How many answers wait for the coach, and the first few of them (the coach's home). */
export const useReviewWaiting = (limit: number) =>
  useQuery({
    queryKey: [...keys.lists, 'waiting', limit],
    ...changedByOthers,
    queryFn: async () => {
      const { data } = await apiClient.get('/review/answers', {
        params: { status: 'submitted', limit },
      });
      const { answers, page } = reviewListResponse.parse(data).data;
      return { answers, total: page.total };
    },
  });

export const useReviewAnswer = (id: string) =>
  useQuery({
    queryKey: keys.answer(id),
    ...changedByOthers,
    queryFn: async () =>
      reviewAnswerResponse.parse((await apiClient.get(`/review/answers/${id}`)).data).data,
  });

function useReviewMutation<A extends { id: string }>(send: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (args: A) => reviewAnswerResponse.parse(await send(args)).data,
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
      (
        await apiClient.post(`/review/answers/${id}`, {
          decision,
          ...(feedback && { feedback }),
        })
      ).data,
  );

/** Put an approved, consented answer in Brainfood, or take it out. */
export const useSetInBrainfood = () =>
  useReviewMutation(
    async ({ id, inBrainfood }: { id: string; inBrainfood: boolean }) =>
      (await apiClient.post(`/review/answers/${id}/brainfood`, { inBrainfood })).data,
  );

/** Learners' messages to Imi about self-harm, abuse or danger (the coach's organisations). */
export const useImiFlags = () =>
  useQuery({
    queryKey: keys.imiFlags,
    ...changedByOthers,
    queryFn: async () => (await call(getImiFlags)).data.flags,
  });

export function useMarkFlagSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(markImiFlagSeen, { params: { id } })).data.flags,
    onSuccess: (flags) => {
      queryClient.setQueryData(keys.imiFlags, flags);
      // The menu's badge counts what is still unseen.
      void queryClient.invalidateQueries({ queryKey: imiFlagCountQuery().queryKey });
    },
  });
}
