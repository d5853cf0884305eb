/**
 * Resolves once the event loop has polled for I/O at least once more. Work that can wait — the
 * rest of an answer whose first words are out — lets what came in meanwhile go first: other
 * learners' questions, and the sockets carrying first words. A single setImmediate is not
 * enough: called from a request's handler (an I/O callback), it runs before that poll.
 */
export const afterPendingIo = () =>
  new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
