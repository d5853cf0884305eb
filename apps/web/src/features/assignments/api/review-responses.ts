import { realtimeRefs, type ReviewResponses, reviewResponsesResponse } from '@leerloop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';
import { assignmentsQuery } from './assignments';

/** What else shows a coach's response: the week's tile on home, the assignments' chips. */
const SHOWN_ELSEWHERE = [sharedQueryKeys.microlearningModules, assignmentsQuery().queryKey];

const parse = (data: unknown) => reviewResponsesResponse.parse(data).data;

const getReviewResponses = async () => parse((await apiClient.get('/review-responses')).data);

/**
 * GET /review-responses: the coach's responses to the learner's answers not seen yet. Every
 * change is pushed (answers/{learnerId}), so a screen that mounts reads the cached list; a tab
 * coming back into view reads it again in case the socket was away.
 */
const fresh = { refetchOnWindowFocus: true } as const;
export const reviewResponsesQuery = () =>
  queryOptions({ queryKey: ['review-responses'], ...fresh, queryFn: getReviewResponses });

/**
 * The menu's badge and the home notice: read again whenever the server says the learner's
 * answers changed (a coach responded, another device saw one). A new response also refreshes
 * the tile and the chips that show it, so they all change together without a reload.
 */
export function useReviewResponses() {
  const queryClient = useQueryClient();
  const learnerId = useSessionUser()?.id ?? '';
  const { queryKey } = reviewResponsesQuery();
  return useRealtimeQuery<ReviewResponses>(realtimeRefs.answers(learnerId), {
    queryKey,
    ...fresh,
    enabled: Boolean(learnerId),
    queryFn: async () => {
      const before = queryClient.getQueryData<ReviewResponses>(queryKey);
      const after = await getReviewResponses();
      const ids = (list?: ReviewResponses) =>
        (list?.responses ?? []).map((r) => `${r.answerId}:${r.reviewedAt}`).join();
      if (before && ids(before) !== ids(after))
        for (const key of SHOWN_ELSEWHERE) void queryClient.invalidateQueries({ queryKey: key });
      return after;
    },
  });
}

/**
 * POST /review-responses/{id}/seen for each of these answers, one after the other, so the list
 * the last one answers with is the one that holds.
 */
export function useMarkResponsesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answerIds: string[]) => {
      let list: ReviewResponses | undefined;
      for (const answerId of answerIds)
        list = parse((await apiClient.post(`/review-responses/${answerId}/seen`)).data);
      return list;
    },
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(reviewResponsesQuery().queryKey, list);
    },
  });
}
