/**
 * Work that goes on after the answer is sent, so its duration never shows in the answer (a
 * mailed code must not tell, by its delay, that a password was right). A failure is reported,
 * never thrown at the caller; closing the app waits for what is still running.
 */
export function createBackgroundTasks(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .then(() => {}, onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once everything started so far has finished. */
    async settle() {
      while (running.size) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
