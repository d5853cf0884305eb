import { useEffect, useRef } from 'react';
import { useMarkResponsesSeen, useReviewResponses } from '../api/review-responses';

/**
 * Issue 20: once the learner's answers are on screen, the coach's responses to them are seen —
 * the badge and the home notice go, here and on their other devices. A response that arrives
 * while the screen is open is seen as it shows up.
 */
export function useSeeResponses(isShown: boolean) {
  const { data } = useReviewResponses();
  const { mutate } = useMarkResponsesSeen();
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!isShown) return;
    const fresh = (data?.responses ?? []).filter(
      (response) => !marked.current.has(`${response.answerId}:${response.reviewedAt}`),
    );
    if (!fresh.length) return;
    for (const response of fresh) marked.current.add(`${response.answerId}:${response.reviewedAt}`);
    mutate(fresh.map((response) => response.answerId));
  }, [isShown, data, mutate]);
}
