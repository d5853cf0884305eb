import type { Jobs } from '../../jobs/jobs.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClientRequestsRepository } from './client-requests.repository.ts';

/**
 * How long an answer is kept for a repeat: longer than any device stays offline with work in
 * its queue (a holiday), short enough that the table does not grow with every answer ever.
 */
export const CLIENT_REQUEST_DAYS = 90;
/** Every night at half past three (Amsterdam), when nobody is learning. */
export const CLIENT_REQUESTS_PURGE_CRON = '30 3 * * *';

/**
 * Exactly once for a request a device may send more than once (issue 24, decision 052): work
 * made offline is sent again when the connection returns, and a lost answer is sent again too.
 * The first answer to a request id is kept and every repeat gets it, without doing the work again.
 */
export function createClientRequests(repository: ClientRequestsRepository, jobs: Jobs) {
  jobs.recurring('client-requests-purge', CLIENT_REQUESTS_PURGE_CRON, async ({ dueAt }) => {
    await repository.purge(new Date(dueAt.getTime() - CLIENT_REQUEST_DAYS * 86_400_000));
  });

  return {
    async once<T>(
      { userId, requestId, endpoint }: { userId: string; requestId?: string; endpoint: string },
      work: () => Promise<T>,
    ): Promise<{ result: T; isRepeat: boolean }> {
      if (!requestId) return { result: await work(), isRepeat: false };
      const kept = await repository.find(userId, requestId);
      if (kept) {
        // An id is one request: the same id for another endpoint is a device's mistake.
        if (kept.endpoint !== endpoint) throw new AppError('CONFLICT');
        return { result: JSON.parse(kept.response) as T, isRepeat: true };
      }
      const result = await work();
      await repository.save({ userId, requestId, endpoint, response: JSON.stringify(result) });
      return { result, isRepeat: false };
    },
  };
}

export type ClientRequests = ReturnType<typeof createClientRequests>;
