import { toLanguage } from '@leerloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { crisisAlertMail } from '../../mail/templates.ts';
import type { Mailer } from '../../mail/mail.types.ts';
import type { ImiRepository } from '../imi.repository.ts';
import type { CrisisAlertRecipientsRepository } from './crisis-alert-recipients.repository.ts';

/** A claim not turned into a sent alert within this time was left by a stopped instance. */
const CLAIM_EXPIRES_MS = 5 * 60_000;
/** How often alerts that could not be sent are tried again. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Issue 17: a flagged message reaches the people who look after the learner at once, not when
 * they happen to open the review screen — an e-mail to the coaches of the learner's group (issue
 * 23, decision 044), else every coach who may review the learner, or the platform admins for a
 * learner in no organisation. The mail holds no message text
 * and no name, only the way to the flags. Each alert is sent by exactly one instance (a claim
 * on the flag), and one that failed is tried again by a sweep every minute.
 */
export function createCrisisAlerts(deps: {
  chats: ImiRepository;
  recipients: CrisisAlertRecipientsRepository;
  mailer: Mailer;
  /** The review screen with the flags, e.g. https://leerloop.nl/dashboards/review. */
  reviewUrl: string;
  /** A group's overview, whose rows count the flags (for a group's coach who is no Admin). */
  groupUrl: (groupId: string) => string;
  log: FastifyBaseLogger;
}) {
  const { chats, recipients, mailer, reviewUrl, log } = deps;

  /**
   * Each person once, with the screen they may open: the group's coaches; the organisation's
   * Admins where no coach of the learner's group may read the flag itself (or there is no
   * group); the platform admins when nobody else is there.
   */
  async function recipientsOf(learnerId: string) {
    const [groupCoaches, organisationCoaches] = await Promise.all([
      recipients.groupCoachesOf(learnerId),
      recipients.organisationCoachesOf(learnerId),
    ]);
    const byEmail = new Map<string, { email: string; langSelected: string; url: string }>();
    const add = (person: { email: string; langSelected: string }, url: string) => {
      if (!byEmail.has(person.email) || url === reviewUrl)
        byEmail.set(person.email, { ...person, url });
    };
    for (const coach of groupCoaches)
      add(coach, coach.mayReview ? reviewUrl : deps.groupUrl(coach.groupId));
    const heard = new Set(groupCoaches.filter((c) => c.mayReview).map((c) => c.organizationId));
    for (const coach of organisationCoaches)
      if (!heard.has(coach.organizationId)) add(coach, reviewUrl);
    if (byEmail.size === 0)
      for (const admin of await recipients.platformAdminsBut(learnerId)) add(admin, reviewUrl);
    return [...byEmail.values()];
  }

  async function send(flag: { id: string; userId: string }) {
    const now = new Date();
    if (!(await chats.claimAlert(flag.id, now, new Date(now.getTime() - CLAIM_EXPIRES_MS)))) return;
    try {
      const people = await recipientsOf(flag.userId);
      for (const { email, langSelected, url } of people)
        await mailer.send({ to: email, ...crisisAlertMail(url, toLanguage(langSelected)) });
      if (people.length === 0) log.error({ flagId: flag.id }, 'crisis flag: nobody to alert');
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
