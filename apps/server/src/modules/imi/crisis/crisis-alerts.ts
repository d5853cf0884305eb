import { toLanguage } from '@leerloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { crisisAlertMail } from '../../mail/templates.ts';
import type { Mailer } from '../../mail/mail.types.ts';
import type { ImiRepository } from '../imi.repository.ts';

/** A claim not turned into a sent alert within this time was left by a stopped instance. */
const CLAIM_EXPIRES_MS = 5 * 60_000;
/** How often alerts that could not be sent are tried again. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Issue 17: a flagged message reaches the people who look after the learner at once, not when
 * they happen to open the review screen — an e-mail to every coach who may review the learner,
 * or to the platform admins for a learner in no organisation. The mail holds no message text
 * and no name, only the way to the flags. Each alert is sent by exactly one instance (a claim
 * on the flag), and one that failed is tried again by a sweep every minute.
 */
export function createCrisisAlerts(deps: {
  chats: ImiRepository;
  mailer: Mailer;
  /** The review screen with the flags, e.g. https://leerloop.nl/dashboards/review. */
  reviewUrl: string;
  log: FastifyBaseLogger;
}) {
  const { chats, mailer, log } = deps;

  async function send(flag: { id: string; userId: string }) {
    const now = new Date();
    if (!(await chats.claimAlert(flag.id, now, new Date(now.getTime() - CLAIM_EXPIRES_MS)))) return;
    try {
      const recipients = await chats.crisisAlertRecipients(flag.userId);
      for (const { email, langSelected } of recipients)
        await mailer.send({
          to: email,
          ...crisisAlertMail(deps.reviewUrl, toLanguage(langSelected)),
        });
      if (recipients.length === 0) log.error({ flagId: flag.id }, 'crisis flag: nobody to alert');
      await chats.markAlerted(flag.id, new Date());
    } catch (error) {
      log.error({ err: error, flagId: flag.id }, 'crisis alert not sent; the sweep tries again');
      await chats.releaseAlert(flag.id);
    }
  }

  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () =>
    (sweeping = sweeping
      .then(async () => {
        for (const flag of await chats.unalertedFlags()) await send(flag);
      })
      .catch((error) => log.error({ err: error }, 'crisis alert sweep failed')));

  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();
  return {
    /** Alerts for the flag a learner's message just raised (the learner's reply does not wait). */
    alert(messageId: string) {
      const sending = chats
        .flagOfMessage(messageId)
        .then((flag) => flag && send(flag))
        .catch((error) => log.error({ err: error }, 'crisis alert failed'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    sweep,
    start() {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
    },
    /** Stops the sweep and lets alerts on their way finish (before the database closes). */
    async stop() {
      clearInterval(timer);
      await Promise.all([sweeping, ...inFlight]);
    },
  };
}

export type CrisisAlerts = ReturnType<typeof createCrisisAlerts>;
