import { can, type GroupSummary, type GroupTiming, toOrgRole } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import { newAccessCode } from '../onboarding/access-codes.ts';
import type { MembersRepository } from '../organisations/members.repository.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { type GroupClock, weekLock, weekOpensAt } from '../programme/week-lock.ts';
import type { GroupRow, GroupsRepository } from './groups.repository.ts';

const nameTaken = () =>
  new AppError('GROUP_NAME_TAKEN', { issues: [{ path: 'name', message: 'group_name_taken' }] });

/** A moment long before any group: the group's own clock does not depend on it. */
const LONG_AGO = new Date(0);

/**
 * The group's weeks as the server decides them now, for a learner of it with no early openings
 * (decision: groups). Without a start date at the weekly pace each learner has their own clock.
 */
export function groupTimingOf(
  group: Pick<GroupRow, 'startsOn' | 'pace'>,
  openings: GroupClock['openings'],
  weeksCount: number,
  now = new Date(),
): GroupTiming {
  const schedule = {
    startedAt: LONG_AGO,
    offsetDays: 0,
    group: { startsOn: group.startsOn, pace: group.pace, openings },
  };
  const openedThroughWeek = Math.max(1, ...openings.map((o) => o.week));
  const hasOwnClock = group.pace === 'weekly' && group.startsOn === null;
  let currentWeek = 1;
  while (currentWeek < weeksCount && !weekLock(currentWeek + 1, schedule, now).isLocked)
    currentWeek++;
  const next = currentWeek < weeksCount && group.pace === 'weekly' && !hasOwnClock;
  return {
    startsOn: group.startsOn,
    pace: group.pace,
    openedThroughWeek: Math.min(openedThroughWeek, Math.max(weeksCount, 1)),
    currentWeek: hasOwnClock ? null : currentWeek,
    nextWeekOpensAt: next ? (weekOpensAt(currentWeek + 1, schedule)?.toISOString() ?? null) : null,
    weeksCount,
  };
}

/**
 * Issue 23: groups (klassen) of an organisation. An Admin (`groups:manage`) makes them, names
 * them, gives them a code and puts members in as learners or coaches; a group's coaches
 * (`groups:coach`) see and steer that group only. An outsider learns nothing of a group (404); a
 * member of its organisation without the right gets 403.
 */
export function createGroups({
  groups,
  members,
  programme,
}: {
  groups: GroupsRepository;
  members: Pick<MembersRepository, 'membership'>;
  programme: Pick<ProgrammeRepository, 'activeWeeks'>;
}) {
  /** The caller's role in an organisation, or 404. */
  async function roleIn(userId: string, organizationId: string) {
    const role = toOrgRole((await members.membership(userId, organizationId))?.role);
    if (!role) throw new AppError('NOT_FOUND');
    return role;
  }

  /** The group, if the caller may see it: an Admin of its organisation or one of its coaches. */
  async function access(
    caller: Pick<Caller, 'userId'>,
    groupId: string,
    { toManage = false, toReview = false } = {},
  ) {
    const group = await groups.find(groupId);
    if (!group) throw new AppError('NOT_FOUND');
    const role = await roleIn(caller.userId, group.organizationId);
    // Reading answers stays with those who review them (decision 037), coach or not.
    if (toReview && !can(role, 'learners:review')) throw new AppError('FORBIDDEN');
    const canManage = can(role, 'groups:manage');
    if (canManage) return { group, canManage };
    const isCoach = can(role, 'groups:coach') && (await groups.isCoach(groupId, caller.userId));
    if (!isCoach || toManage) throw new AppError('FORBIDDEN');
    return { group, canManage };
  }

  async function summariesOf(rows: GroupRow[], canManage: (row: GroupRow) => boolean) {
    const [people, weeks, openings] = await Promise.all([
      groups.peopleOf(rows.map((row) => row.id)),
      programme.activeWeeks(),
      Promise.all(rows.map((row) => groups.groupOpenings(row.id))),
    ]);
    return rows.map((row, index): GroupSummary => ({
      id: row.id,
      name: row.name,
      organizationId: row.organizationId,
      organizationName: row.organizationName,
      accessCode: row.accessCode,
      learnersCount: people.counts.get(row.id) ?? 0,
      coaches: people.coaches
        .filter((coach) => coach.groupId === row.id)
        .map(({ userId, firstName, lastName }) => ({ userId, firstName, lastName })),
      timing: groupTimingOf(row, openings[index]!, weeks.length),
      canManage: canManage(row),
      createdAt: row.createdAt,
    }));
  }

  async function summaryOf(caller: Caller, groupId: string) {
    const { group, canManage } = await access(caller, groupId);
    return (await summariesOf([group], () => canManage))[0]!;
  }

  /** A member of the group's organisation (404 for anyone else, as their group is not theirs). */
  async function memberOf(organizationId: string, userId: string) {
    const membership = await members.membership(userId, organizationId);
    if (!membership) throw new AppError('NOT_AN_ORGANIZATION_MEMBER');
    return toOrgRole(membership.role);
  }

  /** A week the programme has (opening week 9 of 6 would open nothing). */
  async function assertWeekExists(week: number) {
    const weeks = await programme.activeWeeks();
    if (!weeks.some((w) => w.number === week))
      throw new AppError('WEEK_NOT_IN_PROGRAMME', {
        issues: [{ path: 'week', message: 'invalid_value' }],
      });
  }

  return {
    access,
    summaryOf,
    summariesOf,

    /** The groups the caller sees, each saying whether the caller may manage it. */
    async list(caller: Caller, organizationId?: string) {
      const rows = await groups.visibleTo(caller.userId, organizationId);
      const managed = new Map<string, boolean>();
      for (const orgId of new Set(rows.map((row) => row.organizationId))) {
        const membership = await members.membership(caller.userId, orgId);
        managed.set(orgId, can(membership?.role, 'groups:manage'));
      }
      return summariesOf(rows, (row) => managed.get(row.organizationId) ?? false);
    },

    async create(caller: Caller, organizationId: string, name: string) {
      const role = await roleIn(caller.userId, organizationId);
      if (!can(role, 'groups:manage')) throw new AppError('FORBIDDEN');
      if (await groups.isNameTaken(organizationId, name)) throw nameTaken();
      const id = await groups.insert({ organizationId, name, accessCode: newAccessCode() });
      return summaryOf(caller, id);
    },

    async rename(caller: Caller, groupId: string, name: string) {
      const { group } = await access(caller, groupId, { toManage: true });
      if (await groups.isNameTaken(group.organizationId, name, groupId)) throw nameTaken();
      await groups.rename(groupId, name);
      return summaryOf(caller, groupId);
    },

    /** The group goes; its learners stay in the organisation, on their own clock again. */
    async remove(caller: Caller, groupId: string) {
      await access(caller, groupId, { toManage: true });
      await groups.remove(groupId);
    },

    async renewAccessCode(caller: Caller, groupId: string) {
      await access(caller, groupId, { toManage: true });
      await groups.setAccessCode(groupId, newAccessCode());
      return summaryOf(caller, groupId);
    },

    /** One group per organisation: putting a learner in moves them from their other group. */
    async addLearner(caller: Caller, groupId: string, userId: string) {
      const { group } = await access(caller, groupId, { toManage: true });
      await memberOf(group.organizationId, userId);
      await groups.putLearner(group.organizationId, groupId, userId);
      return summaryOf(caller, groupId);
    },

    async removeLearner(caller: Caller, groupId: string, userId: string) {
      await access(caller, groupId, { toManage: true });
      await groups.removeLearner(groupId, userId);
      return summaryOf(caller, groupId);
    },

    /** A coach is a member whose role may coach (Admin or Lid; a Gast may not). */
    async addCoach(caller: Caller, groupId: string, userId: string) {
      const { group } = await access(caller, groupId, { toManage: true });
      const role = await memberOf(group.organizationId, userId);
      if (!can(role, 'groups:coach')) throw new AppError('CANNOT_COACH_A_GROUP');
      await groups.addCoach(group.organizationId, groupId, userId);
      return summaryOf(caller, groupId);
    },

    async removeCoach(caller: Caller, groupId: string, userId: string) {
      await access(caller, groupId, { toManage: true });
      await groups.removeCoach(groupId, userId);
      return summaryOf(caller, groupId);
    },

    /** The organisation's members to choose from (by name or address), at most 20. */
    async candidates(caller: Caller, groupId: string, q: string) {
      const { group } = await access(caller, groupId, { toManage: true });
      const rows = await groups.candidates(group.organizationId, groupId, q, 20);
      return rows.flatMap((row) => {
        const role = toOrgRole(row.role);
        if (!role) return [];
        return [
          {
            userId: row.userId,
            firstName: row.firstName,
            lastName: row.lastName,
            email: row.email,
            role,
            groupName: row.groupName ?? null,
            isLearnerHere: row.groupId === groupId,
            isCoachHere: row.coachId !== null,
          },
        ];
      });
    },

    /** Issue 23 item 2: the start date and pace (the group's coaches and Admins). */
    async setTiming(
      caller: Caller,
      groupId: string,
      timing: { startsOn: string | null; pace: 'weekly' | 'manual' },
    ) {
      await access(caller, groupId);
      await groups.setTiming(groupId, timing);
      return summaryOf(caller, groupId);
    },

    /** Opens every week up to `week` for the whole group; an open one stays as it is. */
    async openWeek(caller: Caller, groupId: string, week: number) {
      await access(caller, groupId);
      await assertWeekExists(week);
      await groups.addOpening({ groupId, userId: null, week, openedBy: caller.userId });
      return summaryOf(caller, groupId);
    },

    /** Opens every week up to `week` early for one learner of the group. */
    async openWeekFor(caller: Caller, groupId: string, userId: string, week: number) {
      await access(caller, groupId);
      if (!(await groups.isLearner(groupId, userId))) throw new AppError('NOT_FOUND');
      await assertWeekExists(week);
      await groups.addOpening({ groupId, userId, week, openedBy: caller.userId });
      return summaryOf(caller, groupId);
    },
  };
}

export type GroupsService = ReturnType<typeof createGroups>;
