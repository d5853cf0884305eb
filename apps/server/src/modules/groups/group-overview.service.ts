import type {
  GroupOverviewQuery,
  GroupOverviewRow,
  GroupOverviewSort,
  GroupWeekProgress,
  LearnerPathWeek,
  ModuleFile,
} from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import { pageOf } from '../../lib/pages.ts';
import type { Caller } from '../auth/access-token.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { taskKey } from '../programme/learner-state.repository.ts';
import { type Schedule, isOpenedEarly, weekLock, weekOpensAt } from '../programme/week-lock.ts';
import type { GroupOverviewRepository } from './group-overview.repository.ts';
import type { GroupsRepository } from './groups.repository.ts';
import type { GroupsService } from './groups.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Nothing done for this long: inactive. */
const INACTIVE_AFTER_MS = 7 * DAY_MS;

const questionsIn = (module: ModuleFile) => module.items.filter((i) => i.type !== 'card').length;

type Programme = Awaited<ReturnType<typeof readProgramme>>;

/**
 * The programme as the overview counts it: each week with its modules, deck and assignment,
 * the group's organisation's own additions included.
 */
async function readProgramme(
  programme: Pick<ProgrammeRepository, 'activeWeeks' | 'activeItems'>,
  organizationId: string,
) {
  const [weeks, items] = await Promise.all([
    programme.activeWeeks(),
    programme.activeItems(organizationId),
  ]);
  return weeks.map(({ id, number, week }) => ({
    id,
    number,
    title: week.title,
    modules: itemsOfKind(items, 'module')
      .filter((item) => item.weekId === id)
      .map((item) => ({ id: item.id, title: item.data.title, questions: questionsIn(item.data) })),
    deck: itemsOfKind(items, 'swipe-deck').find((item) => item.weekId === id),
    assignment: itemsOfKind(items, 'assignment').find((item) => item.weekId === id),
  }));
}

/** Rows grouped by learner, for lookups in one pass. */
function byUser<T extends { userId: string }>(rows: T[]) {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.userId);
    if (list) list.push(row);
    else map.set(row.userId, [row]);
  }
  return map;
}

/**
 * Issue 23 item 3: the group overview and a learner's path. Everything is read for the whole
 * group in a few queries and counted here in one pass per learner; sorting, filtering and the
 * page are applied to those rows (a group is bounded: a class, at most a few hundred).
 */
export function createGroupOverview({
  groupsService,
  groups,
  overview,
  programme,
}: {
  groupsService: Pick<GroupsService, 'access' | 'summariesOf'>;
  groups: Pick<GroupsRepository, 'openings'>;
  overview: GroupOverviewRepository;
  programme: Pick<ProgrammeRepository, 'activeWeeks' | 'activeItems'>;
}) {
  async function read(caller: Pick<Caller, 'userId'>, groupId: string, onlyUserId?: string) {
    const { group, canManage } = await groupsService.access(caller, groupId);
    const [[summary], weeks, activity, openings] = await Promise.all([
      groupsService.summariesOf([group], () => canManage),
      readProgramme(programme, group.organizationId),
      overview.activityOf(groupId, onlyUserId),
      groups.openings(groupId),
    ]);
    const groupOpenings = openings
      .filter((o) => o.userId === null)
      .map((o) => ({ week: o.week, openedAt: o.openedAt, isEarly: false }));
    const earlyOf = byUser(
      openings.flatMap((o) => (o.userId === null ? [] : [{ ...o, userId: o.userId }])),
    );
    const schedules = new Map(
      activity.learners.map((learner) => {
        const early = earlyOf.get(learner.userId) ?? [];
        const schedule: Schedule = {
          startedAt: learner.startedAt,
          offsetDays: group.programmeOffsetDays,
          group: {
            startsOn: group.startsOn,
            pace: group.pace,
            openings: [
              ...groupOpenings,
              ...early.map((o) => ({ week: o.week, openedAt: o.openedAt, isEarly: true })),
            ],
          },
        };
        const earlyThrough = early.length ? Math.max(...early.map((o) => o.week)) : null;
        return [learner.userId, { schedule, earlyThrough }] as const;
      }),
    );
    return { summary: summary!, weeks, activity, schedules };
  }

  function rowsOf(
    { weeks, activity, schedules }: Omit<Awaited<ReturnType<typeof read>>, 'summary'>,
    now: Date,
  ) {
    const progressOf = byUser(activity.progress);
    const decksOf = byUser(activity.decks);
    const answersOf = byUser(activity.answers);
    const modulesTotal = weeks.reduce((sum, week) => sum + week.modules.length, 0);
    const decksTotal = weeks.filter((week) => week.deck).length;
    return activity.learners.map((learner) => {
      const { schedule, earlyThrough } = schedules.get(learner.userId)!;
      const progress = new Map((progressOf.get(learner.userId) ?? []).map((p) => [p.moduleId, p]));
      const finished = new Set((decksOf.get(learner.userId) ?? []).map((d) => d.deckId));
      const answers = answersOf.get(learner.userId) ?? [];
      const answered = new Map(answers.map((a) => [taskKey(a.assignmentId, a.taskId), a]));
      const openWeeks = learner.startedAt
        ? weeks.filter((week) => !weekLock(week.number, schedule, now).isLocked)
        : [];
      const currentWeek = openWeeks.at(-1)?.number ?? null;
      const isWeekDone = (week: Programme[number]) =>
        week.modules.every((m) => progress.get(m.id)?.completedAt) &&
        (!week.deck || finished.has(week.deck.id)) &&
        (week.assignment?.data.tasks ?? []).every((task) =>
          answered.has(taskKey(week.assignment!.id, task.id)),
        );
      const bestScores = weeks.flatMap((week) =>
        week.modules.flatMap((module) => {
          const own = progress.get(module.id);
          return own?.completedAt && own.bestScore !== null
            ? [
                {
                  moduleId: module.id,
                  week: week.number,
                  bestScore: own.bestScore,
                  questions: module.questions,
                },
              ]
            : [];
        }),
      );
      const questions = bestScores.reduce((sum, s) => sum + s.questions, 0);
      const right = bestScores.reduce((sum, s) => sum + s.bestScore, 0);
      const currentDeck = weeks.find((week) => week.number === currentWeek)?.deck;
      const open = openWeeks.reduce(
        (sum, week) =>
          sum +
          (week.assignment?.data.tasks ?? []).filter(
            (task) => !answered.has(taskKey(week.assignment!.id, task.id)),
          ).length,
        0,
      );
      const moments = [
        ...[...progress.values()].map((p) => p.updatedAt),
        ...answers.map((a) => a.submittedAt),
        ...(decksOf.get(learner.userId) ?? []).map((d) => d.finishedAt),
        ...activity.otherActivity.flatMap((map) => map.get(learner.userId) ?? []),
      ];
      const lastActive = moments.length ? Math.max(...moments.map((m) => m.getTime())) : null;
      const row: GroupOverviewRow = {
        userId: learner.userId,
        firstName: learner.firstName,
        lastName: learner.lastName,
        currentWeek,
        openedEarlyThroughWeek: earlyThrough,
        isBehind: openWeeks.some((week) => week.number !== currentWeek && !isWeekDone(week)),
        modulesDone: bestScores.length,
        modulesTotal,
        bestScores,
        averageScore: questions ? Math.round((100 * right) / questions) : null,
        decksDone: weeks.filter((week) => week.deck && finished.has(week.deck.id)).length,
        decksTotal,
        isCurrentDeckDone: !currentDeck || finished.has(currentDeck.id),
        assignments: {
          open,
          submitted: answers.filter((a) => a.status === 'submitted').length,
          approved: answers.filter((a) => a.status === 'approved').length,
          needsChanges: answers.filter((a) => a.status === 'needs-work').length,
        },
        lastActiveAt: lastActive === null ? null : new Date(lastActive).toISOString(),
        imiFlags: activity.flags.get(learner.userId) ?? { total: 0, unseen: 0 },
      };
      const doneWeeks = openWeeks.filter(isWeekDone).map((week) => week.number);
      return { row, openWeeks: openWeeks.map((week) => week.number), doneWeeks };
    });
  }

  /** Issue 23's chart of progress per week: how many have each week open, and done. */
  function weeksOf(
    weeks: Programme,
    learners: { openWeeks: number[]; doneWeeks: number[] }[],
  ): GroupWeekProgress[] {
    return weeks.map((week) => ({
      number: week.number,
      title: week.title,
      open: learners.filter((l) => l.openWeeks.includes(week.number)).length,
      done: learners.filter((l) => l.doneWeeks.includes(week.number)).length,
    }));
  }

  const nameOf = (row: GroupOverviewRow) => `${row.firstName} ${row.lastName}`;
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  /** What each sort compares; null sorts last whichever the order. */
  const sortValue: Record<GroupOverviewSort, (row: GroupOverviewRow) => number | null> = {
    name: () => 0,
    currentWeek: (row) => row.currentWeek,
    modulesDone: (row) => row.modulesDone,
    averageScore: (row) => row.averageScore,
    decksDone: (row) => row.decksDone,
    assignmentsOpen: (row) => row.assignments.open,
    assignmentsSubmitted: (row) => row.assignments.submitted,
    lastActive: (row) => (row.lastActiveAt ? Date.parse(row.lastActiveAt) : null),
    imiFlags: (row) => row.imiFlags.unseen * 1000 + row.imiFlags.total,
  };

  function sorted(rows: GroupOverviewRow[], sort: GroupOverviewSort, order: 'asc' | 'desc') {
    const sign = order === 'asc' ? 1 : -1;
    // Each row's keys once, not at every comparison (a class of 500: thousands of them).
    const keyed = rows.map((row) => ({ row, name: nameOf(row), value: sortValue[sort](row) }));
    const byName = (a: (typeof keyed)[number], b: (typeof keyed)[number]) =>
      collator.compare(a.name, b.name) || (a.row.userId < b.row.userId ? -1 : 1);
    keyed.sort((a, b) => {
      if (sort === 'name') return sign * byName(a, b);
      if (a.value !== b.value) {
        if (a.value === null) return 1;
        if (b.value === null) return -1;
        return sign * (a.value - b.value);
      }
      return byName(a, b);
    });
    return keyed.map(({ row }) => row);
  }

  return {
    async overview(caller: Caller, groupId: string, query: GroupOverviewQuery, now = new Date()) {
      const data = await read(caller, groupId);
      const q = (query.q ?? '').toLocaleLowerCase('nl');
      const since = now.getTime() - INACTIVE_AFTER_MS;
      const all = rowsOf(data, now);
      const kept = all
        .map(({ row }) => row)
        .filter((row) => {
          if (q && !nameOf(row).toLocaleLowerCase('nl').includes(q)) return false;
          switch (query.filter ?? 'all') {
            case 'behind':
              return row.isBehind;
            case 'inactive':
              return !row.lastActiveAt || Date.parse(row.lastActiveAt) < since;
            case 'to-review':
              return row.assignments.submitted > 0;
            case 'flagged':
              return row.imiFlags.unseen > 0;
            default:
              return true;
          }
        });
      const { rows, page } = pageOf(
        sorted(kept, query.sort ?? 'name', query.order ?? 'asc'),
        query,
      );
      return { group: data.summary, rows, page, weeks: weeksOf(data.weeks, all) };
    },

    /** Every learner's row by name, for the export (the group's coaches and Admins). */
    async everyRow(caller: Pick<Caller, 'userId'>, groupId: string, now = new Date()) {
      const data = await read(caller, groupId);
      const rows = rowsOf(data, now).map(({ row }) => row);
      return { group: data.summary, rows: sorted(rows, 'name', 'asc') };
    },

    /** One learner's row and their path through the programme, week by week. */
    async learnerPath(caller: Caller, groupId: string, userId: string, now = new Date()) {
      const data = await read(caller, groupId, userId);
      const learner = rowsOf(data, now)[0]?.row;
      if (!learner) throw new AppError('NOT_FOUND');
      const { schedule } = data.schedules.get(userId)!;
      const learnerActivity = data.activity;
      const progress = new Map(learnerActivity.progress.map((p) => [p.moduleId, p]));
      const finished = new Set(learnerActivity.decks.map((d) => d.deckId));
      const weeks = data.weeks.map((week): LearnerPathWeek => {
        const isOpen =
          schedule.startedAt !== null && !weekLock(week.number, schedule, now).isLocked;
        const answersOf = week.assignment
          ? learnerActivity.answers.filter((a) => a.assignmentId === week.assignment!.id)
          : [];
        return {
          number: week.number,
          title: week.title,
          isOpen,
          opensAt: weekOpensAt(week.number, schedule)?.toISOString() ?? null,
          isOpenedEarly: isOpenedEarly(week.number, schedule, now),
          modules: week.modules.map((module) => {
            const own = progress.get(module.id);
            return {
              id: module.id,
              title: module.title,
              isDone: Boolean(own?.completedAt),
              isStarted: Boolean(own),
              bestScore: own?.bestScore ?? null,
              questions: module.questions,
            };
          }),
          deck: week.deck
            ? { id: week.deck.id, title: week.deck.data.title, isDone: finished.has(week.deck.id) }
            : null,
          assignment: week.assignment
            ? {
                id: week.assignment.id,
                title: week.assignment.data.title,
                tasks: week.assignment.data.tasks.length,
                submitted: answersOf.filter((a) => a.status === 'submitted').length,
                approved: answersOf.filter((a) => a.status === 'approved').length,
                needsChanges: answersOf.filter((a) => a.status === 'needs-work').length,
              }
            : null,
        };
      });
      return { group: data.summary, learner, weeks };
    },
  };
}

export type GroupOverview = ReturnType<typeof createGroupOverview>;
