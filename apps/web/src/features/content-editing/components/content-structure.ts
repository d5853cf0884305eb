import type { Localized, NewContentItemKind } from '@leerloop/contracts';
import type { FieldPath } from './localized-fields';

/*
 * The lists of an item's data (a module's cards and questions, a question's options and steps, a
 * deck's statements, an assignment's tasks, the takeaways): what a new entry holds, and the data
 * with an entry added, removed or moved (copies; the data is not changed).
 */

/** The kinds of entry a module's `items` list takes; the other lists take one kind. */
export const moduleEntryTypes = ['card', 'multiple-choice', 'true-false', 'order'] as const;
export type ModuleEntryType = (typeof moduleEntryTypes)[number];

const empty = (): Localized => ({ nl: '', mc: '' });

/**
 * A new entry's id: lower-case letters and digits (the content's id rule), random enough never
 * to meet another id of the list. Ids are kept for good: learners' answers refer to them.
 */
export const newEntryId = (prefix: string) =>
  `${prefix}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;

const option = () => ({ id: newEntryId('k'), text: empty() });
const step = () => ({ id: newEntryId('s'), text: empty() });

/** A new, empty entry of a list (by the list's name); `type` for a module's items. */
export function newEntry(list: string, type: ModuleEntryType = 'card'): unknown {
  if (list === 'items') {
    if (type === 'card') return { type, id: newEntryId('kaart'), title: empty(), body: empty() };
    if (type === 'multiple-choice') {
      const options = [option(), option()];
      return {
        type,
        id: newEntryId('vraag'),
        question: empty(),
        options,
        correct: options[0]!.id,
        explanation: empty(),
      };
    }
    if (type === 'true-false')
      return {
        type,
        id: newEntryId('vraag'),
        statement: empty(),
        correct: true,
        explanation: empty(),
      };
    return {
      type,
      id: newEntryId('vraag'),
      question: empty(),
      steps: [step(), step(), step()],
      explanation: empty(),
    };
  }
  if (list === 'options') return option();
  if (list === 'steps') return step();
  if (list === 'cards')
    return { id: newEntryId('stelling'), statement: empty(), explanation: empty() };
  if (list === 'tasks') return { id: newEntryId('taak'), prompt: empty(), answerTypes: ['text'] };
  return empty();
}

/** The lists whose entries the editor adds, removes and moves. */
export const editableLists = new Set(['items', 'options', 'steps', 'cards', 'tasks', 'takeaways']);

/** The data with the value at `path` replaced by what `change` makes of it. */
export function withValueAt(
  data: unknown,
  path: FieldPath,
  change: (value: unknown) => unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return change(data);
  if (Array.isArray(data))
    return data.map((value, i) => (i === head ? withValueAt(value, rest, change) : value));
  const record = data as Record<string, unknown>;
  return { ...record, [head]: withValueAt(record[head], rest, change) };
}

export const valueAt = (data: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], data);

/** The data with `entry` added at the end of the list at `path`. */
export const withEntryAdded = (data: unknown, path: FieldPath, entry: unknown) =>
  withValueAt(data, path, (list) => [...(list as unknown[]), entry]);

/**
 * The data without the list's entry `index`. A multiple-choice question whose right option is
 * removed takes its first remaining option as right, so the choice never points at nothing.
 */
export function withEntryRemoved(data: unknown, path: FieldPath, index: number) {
  const removed = valueAt(data, [...path, index]) as { id?: string } | undefined;
  const next = withValueAt(data, path, (list) => (list as unknown[]).filter((_, i) => i !== index));
  const owner = valueAt(next, path.slice(0, -1)) as
    { type?: string; correct?: unknown; options?: { id: string }[] } | undefined;
  if (
    path.at(-1) === 'options' &&
    owner?.type === 'multiple-choice' &&
    owner.correct === removed?.id &&
    owner.options?.[0]
  ) {
    const first = owner.options[0].id;
    return withValueAt(next, path.slice(0, -1), (question) => ({
      ...(question as object),
      correct: first,
    }));
  }
  return next;
}

/** The data with the list's entry `from` moved to `to`. */
export const withEntryMoved = (data: unknown, path: FieldPath, from: number, to: number) =>
  withValueAt(data, path, (list) => {
    const entries = [...(list as unknown[])];
    const [entry] = entries.splice(from, 1);
    entries.splice(to, 0, entry);
    return entries;
  });

/**
 * A new item's data by kind, at the smallest size its schema allows, with every text empty: the
 * editor's form to fill in. `cover`: a module's cover, one of the week's illustrations.
 */
export function newItemData(kind: NewContentItemKind, cover = ''): unknown {
  const id = 'nieuw';
  if (kind === 'module')
    return {
      id,
      title: empty(),
      description: empty(),
      cover: { src: cover, alt: empty() },
      minutes: 5,
      items: [
        ...Array.from({ length: 6 }, () => newEntry('items', 'card')),
        newEntry('items', 'multiple-choice'),
        newEntry('items', 'true-false'),
        newEntry('items', 'order'),
      ],
      takeaways: [empty(), empty(), empty()],
    };
  if (kind === 'swipe-deck')
    return { id, title: empty(), cards: Array.from({ length: 12 }, () => newEntry('cards')) };
  if (kind === 'assignment')
    return { id, title: empty(), intro: empty(), tasks: [newEntry('tasks'), newEntry('tasks')] };
  if (kind === 'story')
    return { id, chapter: { title: empty(), body: empty() }, reflection: empty() };
  return { id, title: empty(), body: empty() };
}
