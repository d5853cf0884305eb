import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The id a task card of an answer carries, for links to it (`?answer=` on the screen's URL). */
export const answerElementId = (answerId: string) => `answer-${answerId}`;

/**
 * A link to one answer (the home notice, the mail) opens the assignments at it: once they are
 * on screen, its task is scrolled into view and focused, so a screen reader starts there.
 */
export function useOpenAnswer(isShown: boolean) {
  const [params] = useSearchParams();
  const answerId = params.get('answer');
  useEffect(() => {
    if (!isShown || !answerId) return;
    const task = document.getElementById(answerElementId(answerId));
    if (!task) return;
    task.scrollIntoView({ block: 'start' });
    task.focus({ preventScroll: true });
  }, [isShown, answerId]);
}
