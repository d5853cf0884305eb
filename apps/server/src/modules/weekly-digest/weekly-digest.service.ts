import { type LearnerPathWeek, MAX_PAGE_SIZE, toLanguage } from '@leerloop/contracts';
import type { Jobs } from '../../jobs/jobs.ts';
import { amsterdamMidnightAfter } from '../../lib/amsterdam-time.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import type { GroupOverview } from '../groups/group-overview.service.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { type DigestGroup, weeklyDigestMail } from '../mail/weekly-digest-mail.ts';
import type { WeeklyDigestRepository } from './weekly-digest.repository.ts';

/** Monday 07:00 in Amsterdam: before school, after the week that ended at midnight. */
export const WEEKLY_DIGEST_CRON = '0 7 * * 1';

/** A week's work, as the learner's path shows it: how much of it is done. */
function stateOf(week: LearnerPathWeek) {
  const answered = week.assignment
    ? week.assignment.submitted + week.assignment.approved + week.assignment.needsChanges
    : 0;
  const isDone =
    week.modules.every((module) => module.isDone) &&
    (!week.deck || week.deck.isDone) &&
    (!week.assignment || answered >= week.assignment.tasks);
  const isStarted =
    week.modules.some((module) => module.isStarted) || Boolean(week.deck?.isDone) || answered > 0;
  return isDone ? 'finished' : isStarted ? 'busy' : 'not-started';
}

/**
 * Issue 23 item 5 (decision 045): every Monday morning each coach who wants it gets one mail
 * about the groups they coach — per group who finished the week they were in when the week
 * ended, who had not started it, and how many answers wait for a review — read through the
 * group overview as that coach sees it. Nothing to say: no mail. One job per coach and week,
 * so a failed mail is tried again for that coach alone.
 */
export function createWeeklyDigest(deps: {
  digests: WeeklyDigestRepository;
  groupOverview: Pick<GroupOverview, 'overview' | 'learnerPath'>;
  mailer: Mailer;
  jobs: Jobs;
  groupUrl: (groupId: string) => string;
}) {
  const { digests, groupOverview, mailer, jobs } = deps;

  async function groupDigest(caller: Caller, group: { id: string; name: string }, end: Date) {
    const learners: { userId: string; name: string }[] = [];
    let waiting = 0;
    for (let cursor: string | undefined; ;) {
      const { rows, page } = await groupOverview.overview(caller, group.id, {
        limit: MAX_PAGE_SIZE,
        cursor,
        sort: 'name',
        order: 'asc',
        filter: 'all',
        q: '',
      });
      for (const row of rows) {
        learners.push({ userId: row.userId, name: `${row.firstName} ${row.lastName}` });
        waiting += row.assignments.submitted;
      }
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    const digest: DigestGroup = {
      name: group.name,
      url: deps.groupUrl(group.id),
      finished: [],
      notStarted: [],
      waiting,
    };
    for (const learner of learners) {
      // The learner's path as it was when the week ended: the week they were in then.
      const { weeks } = await groupOverview.learnerPath(caller, group.id, learner.userId, end);
      const week = weeks.filter((w) => w.isOpen).at(-1);
      if (!week) continue;
      const state = stateOf(week);
      if (state === 'finished') digest.finished.push({ name: learner.name, week: week.number });
      if (state === 'not-started')
        digest.notStarted.push({ name: learner.name, week: week.number });
    }
    return digest;
  }

  /** The digest of the week that ended before `dueAt` to one coach, if there is anything. */
  async function sendTo(coachId: string, dueAt: Date) {
    const coach = await digests.coach(coachId);
    if (!coach?.wantsDigest) return false;
    const end = new Date(amsterdamMidnightAfter(dueAt, 0).getTime() - 1);
    const caller: Caller = { userId: coachId, sessionId: '', expiresAt: Infinity, org: null };
    const groups: DigestGroup[] = [];
    for (const group of coach.groups) {
      try {
        groups.push(await groupDigest(caller, group, end));
      } catch (error) {
        // No longer allowed to see the group (a Gast now, say): not in the digest.
        if (error instanceof AppError) continue;
        throw error;
      }
    }
    const said = groups.filter((g) => g.finished.length || g.notStarted.length || g.waiting);
    if (said.length === 0) return false;
    await mailer.send({
      to: coach.email,
      ...weeklyDigestMail(
        { coachName: coach.firstName, groups: said },
        toLanguage(coach.langSelected),
      ),
    });
    return true;
  }

  jobs.recurring('weekly-digest', WEEKLY_DIGEST_CRON, async ({ dueAt }) => {
    const week = dueAt.toISOString();
    for (const coachId of await digests.coaches())
      await jobs.enqueue(
        'weekly-digest-coach',
        { coachId, dueAt: week },
        { key: `${coachId}@${week}` },
      );
  });
  jobs.define<{ coachId: string; dueAt: string }>(
    'weekly-digest-coach',
    async ({ coachId, dueAt }) => {
      await sendTo(coachId, new Date(dueAt));
    },
  );

  return { sendTo };
}

export type WeeklyDigest = ReturnType<typeof createWeeklyDigest>;
