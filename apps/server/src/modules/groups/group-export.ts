import type { Language } from '@leerloop/contracts';
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

/** The files' words, in Dutch and in Darija (the coach's language, issue 23). */
const texts = {
  nl: {
    yes: 'ja',
    no: 'nee',
    status: { submitted: 'Ingeleverd', approved: 'Goedgekeurd', 'needs-work': 'Aanpassen' },
    overview: [
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
    answers: [
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
  },
  mc: {
    yes: 'إيه',
    no: 'لا',
    status: { submitted: 'تصيفط', approved: 'تقبل', 'needs-work': 'خاصو تبديل' },
    overview: [
      'الإسم',
      'النسب',
      'السيمانة',
      'تحلات بكري حتى للسيمانة',
      'متأخر',
      'الموديلات اللي سالاو',
      'مجموع الموديلات',
      'النقطة المتوسطة (%)',
      'لعبات swipe اللي سالاو',
      'مجموع لعبات swipe',
      'المهام المفتوحين',
      'تصيفطو',
      'تقبلو',
      'خاصهم تبديل',
      'آخر نشاط',
      'تنبيهات Imi',
      'تنبيهات Imi جداد',
    ],
    answers: [
      'الإسم',
      'النسب',
      'السيمانة',
      'التمرين',
      'المهمة',
      'الحالة',
      'تصيفط نهار',
      'الجواب',
      'الملف',
      'الملاحظات',
    ],
  },
} satisfies Record<Language, unknown>;

const momentOf = (value: string | Date | null) =>
  value === null ? null : amsterdamMinuteOf(new Date(value));

/**
 * `Klas_3B-overzicht-2026-11-29.csv`: the group's name (safe characters), what, the date. A name
 * with no Latin letter or digit (in Arabic script, say) is `groep`.
 */
export const fileNameOf = (groupName: string, what: string, now: Date) => {
  const name = safeFileName(groupName, 'groep');
  return `${/[A-Za-z0-9]/.test(name) ? name : 'groep'}-${what}-${amsterdamDateOf(now)}.csv`;
};

/**
 * Issue 23 item 4: a group's overview and its learners' shared answers as CSV files, in the
 * coach's language (Dutch, the spec's, unless Darija is asked), the programme's titles with them.
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
    async overview(
      caller: Pick<Caller, 'userId'>,
      groupId: string,
      language: Language = 'nl',
      now = new Date(),
    ) {
      const { group, rows } = await groupOverview.everyRow(caller, groupId, now);
      const words = texts[language];
      const csv = csvOf(
        words.overview,
        rows.map((row) => [
          row.firstName,
          row.lastName,
          row.currentWeek,
          row.openedEarlyThroughWeek,
          row.isBehind ? words.yes : words.no,
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
    async answers(
      caller: Pick<Caller, 'userId'>,
      groupId: string,
      language: Language = 'nl',
      now = new Date(),
    ) {
      const { group } = await groupsService.access(caller, groupId, { toReview: true });
      const [answers, assignments] = await Promise.all([
        exports.sharedAnswersOf(groupId),
        assignmentsById(programme),
      ]);
      const words = texts[language];
      const csv = csvOf(
        words.answers,
        answers.map((answer) => {
          const assignment = assignments.get(answer.assignmentId);
          const task = assignment?.data.tasks.find((t) => t.id === answer.taskId);
          return [
            answer.firstName,
            answer.lastName,
            assignment?.week ?? null,
            assignment?.data.title[language] ?? REMOVED_ASSIGNMENT[language],
            task?.prompt[language] ?? REMOVED_ASSIGNMENT[language],
            words.status[answer.status],
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
