import type {
  AssignmentFile,
  BrainfoodFile,
  ImiAnswer,
  ModuleFile,
  StoryFile,
  SwipeDeckFile,
  WeekFile,
} from '@leerloop/contracts';

/** What an item of each kind holds: one file of a week's content, or one entry of its lists. */
export interface ItemData {
  module: ModuleFile;
  'swipe-deck': SwipeDeckFile;
  assignment: AssignmentFile;
  story: StoryFile;
  brainfood: BrainfoodFile['items'][number];
  'imi-answer': ImiAnswer;
}

export type ItemKind = keyof ItemData;

/** An active item of the programme, its data typed by its kind. */
export type ProgrammeItem = {
  [K in ItemKind]: {
    id: string;
    kind: K;
    weekId: string;
    data: ItemData[K];
    /** An organisation's own addition (issue 23); null or absent: the shared programme. */
    organizationId?: string | null;
  };
}[ItemKind];

export type ItemOfKind<K extends ItemKind> = Extract<ProgrammeItem, { kind: K }>;

/*
 * The one place stored content is taken on trust: the importer validated every file against the
 * contracts before it was stored, so its JSON is what its kind says.
 */

/** A stored week's JSON. */
export const parseWeek = (json: string) => JSON.parse(json) as WeekFile;

/** A stored item row as a typed programme item. */
export const readItem = (row: {
  id: string;
  kind: ItemKind;
  weekId: string;
  data: string;
  organizationId?: string | null;
}) => ({ ...row, data: JSON.parse(row.data) as unknown }) as ProgrammeItem;

/** The items of one kind, typed as such. */
export const itemsOfKind = <K extends ItemKind>(items: readonly ProgrammeItem[], kind: K) =>
  items.filter((item): item is ItemOfKind<K> => item.kind === kind);
