import { afterPendingIo } from '../../lib/after-pending-io.ts';

/**
 * The longest the rest of an answer waits for other learners' questions to be decided: under a
 * steady stream of questions it still goes on, a little later.
 */
export const REST_WAITS_AT_MOST_MS = 250;

/** Questions asked and not yet decided (issue 22). */
let deciding = 0;
let noneLeft: (() => void)[] = [];

/**
 * Counts a question as being decided until the returned function is called (more calls do
 * nothing): while any is, the rest of the answers already begun wait (`afterOthersDecided`).
 */
export function startDeciding() {
  deciding++;
  let isDecided = false;
  return () => {
    if (isDecided) return;
    isDecided = true;
    deciding--;
    if (deciding > 0) return;
    const waiting = noneLeft;
    noneLeft = [];
    for (const resume of waiting) resume();
  };
}

/**
 * Resolves once no question is being decided, or after `maxWaitMs`. A class asking at once
 * opens its connections one after another: an answer whose first words are out used to write
 * its rest and its bookkeeping while the next learners' questions were still arriving, and
 * their first words waited for it (the first round after a start, twice as slow).
 */
export async function afterOthersDecided(maxWaitMs = REST_WAITS_AT_MOST_MS) {
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    // Requests that came in meanwhile are counted before looking.
    await afterPendingIo();
    const left = deadline - performance.now();
    if (deciding === 0 || left <= 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resume, left);
      function resume() {
        clearTimeout(timer);
        noneLeft = noneLeft.filter((other) => other !== resume);
        resolve();
      }
      noneLeft.push(resume);
    });
  }
}
