import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';

/**
 * Every assignment of the programme by id, with its week number and content (inactive ones too:
 * old answers keep their week). Shared by the answers and the review responses.
 */
export async function assignmentsById(programme: ProgrammeRepository) {
  const [weeks, items] = await Promise.all([
    programme.activeWeeks(),
    // An answer may be to an organisation's own assignment (decision 061).
    programme.everyActiveItem(),
  ]);
  const weekNumber = new Map(weeks.map((w) => [w.id, w.number]));
  return new Map(
    itemsOfKind(items, 'assignment').map((item) => [
      item.id,
      { week: weekNumber.get(item.weekId) ?? 0, data: item.data },
    ]),
  );
}

export type AssignmentsById = Awaited<ReturnType<typeof assignmentsById>>;
