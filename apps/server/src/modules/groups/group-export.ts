import { stringify } from 'csv-stringify/sync';
import { amsterdamDateOf, amsterdamMinuteOf } from '../../lib/amsterdam-time.ts';
import { safeFileName } from '../../lib/safe-file-name.ts';
import type { Caller } from '../auth/access-token.ts';
import { REMOVED_ASSIGNMENT } from '../assignments/answer-view.ts';
import { assignmentsById } from '../assignments/assignments-by-id.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import type { GroupExportRepository } from './group-export.repository.ts';
import type { GroupOverview } from './group-overview.service.ts';
import type { GroupsService } from './groups.service.ts';

type Cell = string | number | null;

/**
 * A CSV as Dutch Excel opens it by a double click: `;` between cells (the comma is the decimal
 * sign), a byte order mark for UTF-8, CRLF lines. A cell that starts with = + - @ (or a tab or
 * carriage return) gets a `'` first, so a spreadsheet shows it and never runs it as a formula.
 */
export const csvOf = (header: string[], rows: Cell[][]) =>
  stringify([header, ...rows], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });

const yesNo = (value: boolean) => (value ? 'ja' : 'nee');
const momentOf = (value: string | Date | null) =>
  value === null ? null : amsterdamMinuteOf(new Date(value));
const statusNames = {
  submitted: 'Ingeleverd',
  approved: 'Goedgekeurd',
  'needs-work': 'Aanpassen',
} as const;

/**
 * `Klas_3B-overzicht-2026-11-29.csv`: the group's name (safe characters), what, the date. A name
 * with no Latin letter or digit (in Arabic script, say) is `groep`.
 */
export const fileNameOf = (groupName: string, what: string, now: Date) => {
  const name = safeFileName(groupName, 'groep');
  return `${/[A-Za-z0-9]/.test(name) ? name : 'groep'}-${what}-${amsterdamDateOf(now)}.csv`;
};

/**
 * Issue 23 item 4: a group's overview and its learners' shared answers as CSV files, in Dutch
 * (the spec's language; the programme's Dutch titles).
 */
export function createGroupExport({
  groupsService,
  groupOverview,
  exports,
  programme,
}: {
  groupsService: Pick<GroupsService, 'access'>;
  groupOverview: Pick<GroupOverview, 'everyRow'>;
  exports: GroupExportRepository;
  programme: ProgrammeRepository;
}) {
  return {
    /** One line per learner of the group, by name: the overview's figures. */
    async overview(caller: Pick<Caller, 'userId'>, groupId: string, now = new Date()) {
      const { group, rows } = await groupOverview.everyRow(caller, groupId, now);
      const csv = csvOf(
        [
          'Voornaam',
          'Achternaam',
          'Week',
          'Vroeg geopend tot week',
          'Loopt achter',
          'Modules klaar',
          'Modules totaal',
          'Gemiddelde score (%)',
          'Swipe-spellen klaar',
          'Swipe-spellen totaal',
          'Opdrachten open',
          'Ingeleverd',
          'Goedgekeurd',
          'Aanpassen',
          'Laatst actief',
          'Imi-meldingen',
          'Nieuwe Imi-meldingen',
        ],
        rows.map((row) => [
          row.firstName,
          row.lastName,
          row.currentWeek,
          row.openedEarlyThroughWeek,
          yesNo(row.isBehind),
          row.modulesDone,
          row.modulesTotal,
          row.averageScore,
          row.decksDone,
          row.decksTotal,
          row.assignments.open,
          row.assignments.submitted,
          row.assignments.approved,
          row.assignments.needsChanges,
          momentOf(row.lastActiveAt),
          row.imiFlags.total,
          row.imiFlags.unseen,
        ]),
      );
      return { fileName: fileNameOf(group.name, 'overzicht', now), csv };
    },

    /** The answers the group's learners agreed to share; the others are left out. */
    async answers(caller: Pick<Caller, 'userId'>, groupId: string, now = new Date()) {
      const { group } = await groupsService.access(caller, groupId, { toReview: true });
      const [answers, assignments] = await Promise.all([
        exports.sharedAnswersOf(groupId),
        assignmentsById(programme),
      ]);
      const csv = csvOf(
        [
          'Voornaam',
          'Achternaam',
          'Week',
          'Opdracht',
          'Taak',
          'Status',
          'Ingeleverd op',
          'Antwoord',
          'Bestand',
          'Feedback',
        ],
        answers.map((answer) => {
          const assignment = assignments.get(answer.assignmentId);
          const task = assignment?.data.tasks.find((t) => t.id === answer.taskId);
          return [
            answer.firstName,
            answer.lastName,
            assignment?.week ?? null,
            assignment?.data.title.nl ?? REMOVED_ASSIGNMENT.nl,
            task?.prompt.nl ?? REMOVED_ASSIGNMENT.nl,
            statusNames[answer.status],
            momentOf(answer.submittedAt),
            answer.text,
            answer.fileName,
            answer.feedback,
          ];
        }),
      );
      return { fileName: fileNameOf(group.name, 'antwoorden', now), csv };
    },
  };
}

export type GroupExport = ReturnType<typeof createGroupExport>;
