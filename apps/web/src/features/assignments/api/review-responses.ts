import { realtimeRefs, type ReviewResponses } from '@leerloop/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';
import { assignmentsQuery } from './assignments';

const { getReviewResponses, markReviewResponseSeen } = endpointsIn(
  () => import('@leerloop/contracts/assignments/review-responses'),
);

/** What else shows a coach's response: the week's tile on home, the assignments' chips. */
const SHOWN_ELSEWHERE = [sharedQueryKeys.microlearningModules, assignmentsQuery().queryKey];

const readReviewResponses = async () => (await call(getReviewResponses)).data;

/**
 * The coach's responses to the learner's answers not seen yet. Every
 * change is pushed (answers/{learnerId}), so a screen that mounts reads the cached list; a tab
 * coming back into view reads it again in case the socket was away.
 */
const fresh = { refetchOnWindowFocus: true } as const;
export const reviewResponsesQuery = () =>
  queryOptions({ queryKey: ['review-responses'], ...fresh, queryFn: readReviewResponses });

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
      const after = await readReviewResponses();
      const ids = (list?: ReviewResponses) =>
        (list?.responses ?? []).map((r) => `${r.answerId}:${r.reviewedAt}`).join();
      if (before && ids(before) !== ids(after))
        for (const key of SHOWN_ELSEWHERE) void queryClient.invalidateQueries({ queryKey: key });
      return after;
    },
  });
}

/**
 * The learner saw the response to each of these answers: said one after the other, so the list
 * the last one answers with is the one that holds.
 */
export function useMarkResponsesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answerIds: string[]) => {
      let list: ReviewResponses | undefined;
      for (const answerId of answerIds)
        list = (await call(markReviewResponseSeen, { params: { id: answerId } })).data;
      return list;
    },
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(reviewResponsesQuery().queryKey, list);
    },
  });
}
