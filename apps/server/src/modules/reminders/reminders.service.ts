import { toLanguage, webLinks } from '@leerloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { type Jobs, nextTick } from '../../jobs/jobs.ts';
import { amsterdamHourOf } from '../../lib/amsterdam-time.ts';
import { type ReminderKind, reminderMail, reminderMessage } from '../mail/reminder-mail.ts';
import type { Mailer } from '../mail/mail.types.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import { weekOpensAt } from '../programme/week-lock.ts';
import type { RemindersRepository } from './reminders.repository.ts';
import type { WebPushSender } from './web-push-sender.ts';

/** School-friendly hours in Amsterdam (decision 053): reminders go from 08:00 until 20:00. */
export const REMINDER_HOURS = { from: 8, until: 20 } as const;
/** Every ten minutes within those hours: a week that opened at night is told at 08:00. */
export const REMINDERS_CRON = `*/10 ${REMINDER_HOURS.from}-${REMINDER_HOURS.until - 1} * * *`;
/** A week is announced within a day of opening; a learner who turns reminders on later is not. */
const WEEK_OPEN_TOLD_WITHIN_MS = 24 * 60 * 60_000;
/** The assignment of the current week is mentioned once, three days after the week opened. */
const ASSIGNMENT_NUDGE_AFTER_MS = 3 * 24 * 60 * 60_000;

export const isReminderHour = (at: Date) => {
  const hour = amsterdamHourOf(at);
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
};

/** `at` when within the hours, or else the next morning's start. */
export const reminderTimeFrom = (at: Date) =>
  isReminderHour(at) ? at : nextTick(`0 ${REMINDER_HOURS.from} * * *`, at)!;

/**
 * Issue 24 item 4 (decision 053): reminders for learners who turned them on — their next week
 * opened (by the programme's clock), their week's assignment still waits, their coach replied —
 * by web push to every browser they allowed it on, or by e-mail when none takes it. Only in the
 * daytime; each once, claimed by a row written once whatever the number of instances.
 */
export function createReminders(deps: {
  reminders: RemindersRepository;
  programme: Pick<ProgrammeService, 'listModules'>;
  programmeRepository: Pick<ProgrammeRepository, 'schedule'>;
  mailer: Mailer;
  push: WebPushSender;
  jobs: Jobs;
  baseUrl: string;
  log: FastifyBaseLogger;
}) {
  const { reminders, push, mailer, jobs, log } = deps;
  type Learner = NonNullable<Awaited<ReturnType<RemindersRepository['learner']>>>;
  type Message = ReturnType<typeof reminderMessage>;

  /** Pushes to each of the learner's browsers; true when one took it. */
  async function pushTo(userId: string, message: Message & { tag: string }) {
    let isSent = false;
    for (const target of await reminders.subscriptions(userId)) {
      try {
        if ((await push.send(target, message)) === 'gone')
          await reminders.removeSubscription(target.endpoint);
        else isSent = true;
      } catch (error) {
        log.warn({ err: error }, 'a reminder push failed');
      }
    }
    return isSent;
  }

  /** Sends a reminder once: claimed first, given back when it could not go. */
  async function deliver(learner: Learner, kind: ReminderKind, subject: string, message: Message) {
    const id = `${learner.id}:${kind}:${subject}`;
    if (!(await reminders.claim({ id, userId: learner.id, kind }, new Date()))) return;
    try {
      if (await pushTo(learner.id, { ...message, tag: `${kind}:${subject}` })) return;
      // A coach's reply is e-mailed already, by its own setting (issue 20): by push only here.
      if (kind === 'coach-replied') return;
      const language = toLanguage(learner.langSelected);
      await mailer.send({ to: learner.email, ...reminderMail(message, language) });
    } catch (error) {
      await reminders.release(id);
      throw error;
    }
  }

  /** What a learner is due at `now`: their week's opening, their week's waiting assignment. */
  async function remind(userId: string, now: Date) {
    const learner = await reminders.learner(userId);
    if (!learner) return;
    const list = await deps.programme.listModules(userId, now);
    const week = list.weeks.find((w) => w.number === list.currentWeek);
    const opensAt =
      week && weekOpensAt(week.number, await deps.programmeRepository.schedule(userId));
    if (!week || !opensAt || week.isLocked) return;
    const language = toLanguage(learner.langSelected);
    const since = now.getTime() - opensAt.getTime();
    if (learner.wants['week-open'] && week.number > 1 && since < WEEK_OPEN_TOLD_WITHIN_MS)
      await deliver(
        learner,
        'week-open',
        `week-${week.number}`,
        reminderMessage(
          'week-open',
          { week: week.number, url: `${deps.baseUrl}/dashboards` },
          language,
        ),
      );
    const { assignment } = week;
    if (
      learner.wants['assignment-waiting'] &&
      assignment &&
      (assignment.state === 'new' || assignment.state === 'in-progress') &&
      since >= ASSIGNMENT_NUDGE_AFTER_MS
    )
      await deliver(
        learner,
        'assignment-waiting',
        assignment.id,
        reminderMessage(
          'assignment-waiting',
          { week: week.number, url: `${deps.baseUrl}${webLinks.assignments}` },
          language,
        ),
      );
  }

  jobs.recurring('reminders', REMINDERS_CRON, async ({ dueAt }) => {
    for (const userId of await reminders.learnersWithReminders()) {
      try {
        await remind(userId, dueAt);
      } catch (error) {
        // The next tick tries again (its claim was given back); the others go on.
        log.error({ err: error, userId }, 'a reminder failed');
      }
    }
  });

  jobs.define<{ learnerId: string; answerId: string; decidedAt: string }>(
    'reminder-coach-replied',
    async ({ learnerId, answerId, decidedAt }) => {
      const learner = await reminders.learner(learnerId);
      if (!learner?.wants['coach-replied']) return;
      const message = reminderMessage(
        'coach-replied',
        { week: 0, url: `${deps.baseUrl}${webLinks.answer(answerId)}` },
        toLanguage(learner.langSelected),
      );
      await deliver(learner, 'coach-replied', `${answerId}@${decidedAt}`, message);
    },
  );

  return {
    publicKey: push.publicKey,
    saveSubscription: (
      userId: string,
      body: { endpoint: string; keys: { p256dh: string; auth: string } },
    ) => reminders.saveSubscription(userId, { endpoint: body.endpoint, ...body.keys }, new Date()),
    removeSubscription: (userId: string, endpoint: string) =>
      reminders.removeSubscription(endpoint, userId),
    /** A coach decided on an answer: the learner hears of it, by day. */
    async coachReplied(learnerId: string, answerId: string, decidedAt: string) {
      await jobs.enqueue(
        'reminder-coach-replied',
        { learnerId, answerId, decidedAt },
        { at: reminderTimeFrom(new Date()), key: `${answerId}@${decidedAt}` },
      );
    },
    /** Runs the reminders due at `now` for one learner (the recurring job does all). */
    remind,
  };
}

export type Reminders = ReturnType<typeof createReminders>;
