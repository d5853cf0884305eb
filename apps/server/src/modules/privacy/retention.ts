import type { FastifyBaseLogger } from 'fastify';
import type { RetentionRepository } from './retention.repository.ts';

const DAY_MS = 24 * 60 * 60_000;
/** How often each instance runs it. */
const RUN_EVERY_MS = DAY_MS;

export interface RetentionSettings {
  imiChatDays: number;
  imiFlagDays: number;
  signInDays: number;
  knownBrowserDays: number;
}

/**
 * Issue 18 (decision 022): Imi's chats, the coaches' flags and sign-in records are removed once
 * they are older than the configured periods, daily — on SQLite and PostgreSQL alike, like the
 * hourly file sweep (storage/file-sweep.ts), whose grace period covers files of deleted answers.
 * Safe on every instance at once: each step is one DELETE of rows past their time, and a second
 * run finds nothing left.
 */
export function createRetention(deps: {
  rows: RetentionRepository;
  settings: RetentionSettings;
  log: FastifyBaseLogger;
}) {
  const { rows, settings, log } = deps;

  /** One run, as of `now`; answers how many rows of each kind went. */
  async function runOnce(now = new Date()) {
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const signIn = daysAgo(settings.signInDays);
    const removed = {
      imiChats: await rows.removeChatsIdleSince(daysAgo(settings.imiChatDays)),
      imiFlags: await rows.removeFlagsRaisedBefore(daysAgo(settings.imiFlagDays)),
      sessions: await rows.removeSessionsEndedBefore(signIn),
      oneTimeCodes: await rows.removeVerificationsExpiredBefore(signIn),
      consentRequests: await rows.removeUnansweredConsentRequestsExpiredBefore(signIn),
      knownBrowsers: await rows.removeBrowsersUnseenSince(daysAgo(settings.knownBrowserDays)),
    };
    if (Object.values(removed).some((n) => n > 0))
      log.info({ removed }, 'retention: removed what is kept no longer');
    return removed;
  }

  let running: Promise<unknown> = Promise.resolve();
  /** Runs after the one under way (never two at once on one instance). */
  const run = (now?: Date) => {
    const next = running.then(() => runOnce(now));
    running = next.catch((error) => log.error({ err: error }, 'retention run failed'));
    return next;
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    run,
    start() {
      void run().catch(() => {});
      timer = setInterval(() => void run().catch(() => {}), RUN_EVERY_MS);
      timer.unref();
    },
    /** Stops the timer and lets a run under way finish (before the database closes). */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
