import type { Language, Localized } from '@leerloop/contracts';
import { editableLists } from './content-structure';

export type FieldPath = (string | number)[];

/** A text of an item in both languages, and where in the item's data it sits. */
export interface LocalizedField {
  path: FieldPath;
  /** The path as the server names it in a field problem (`items.0.title`). */
  key: string;
  value: Localized;
}

export const isLocalized = (value: unknown): value is Localized =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 2 &&
  typeof (value as Localized).nl === 'string' &&
  typeof (value as Localized).mc === 'string';

/** Every `{ nl, mc }` text of an item's data, in the order the data has them. */
export function localizedFields(data: unknown, path: FieldPath = []): LocalizedField[] {
  if (isLocalized(data)) return [{ path, key: path.join('.'), value: data }];
  if (Array.isArray(data)) return data.flatMap((value, i) => localizedFields(value, [...path, i]));
  if (typeof data === 'object' && data !== null)
    return Object.entries(data).flatMap(([key, value]) => localizedFields(value, [...path, key]));
  return [];
}

/** The data with one language of the text at `path` replaced (a copy; the data is not changed). */
export function withText(
  data: unknown,
  path: FieldPath,
  language: Language,
  text: string,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return { ...(data as Localized), [language]: text };
  if (Array.isArray(data))
    return data.map((value, i) => (i === head ? withText(value, rest, language, text) : value));
  const record = data as Record<string, unknown>;
  return { ...record, [head]: withText(record[head], rest, language, text) };
}

/**
 * The parts of a text's label, from its path: a list entry by its kind or list and number
 * (`Kaart 1`), a field by its name (`Titel`). `name` gives each part's text.
 */
export function labelParts(data: unknown, path: FieldPath) {
  const parts: { kind: 'itemType' | 'list' | 'field'; name: string; number?: number }[] = [];
  let value = data;
  path.forEach((segment, i) => {
    const next = path[i + 1];
    if (typeof segment === 'number') {
      const entry = (value as unknown[])[segment] as { type?: unknown } | undefined;
      const list = String(path[i - 1]);
      parts.push(
        typeof entry?.type === 'string'
          ? { kind: 'itemType', name: entry.type, number: segment + 1 }
          : { kind: 'list', name: list, number: segment + 1 },
      );
    } else if (typeof next !== 'number') {
      parts.push({ kind: 'field', name: segment });
    }
    value = (value as Record<string | number, unknown>)[segment];
  });
  return parts;
}

/**
 * Whether the form shows a problem at this path (`data.items.2.title.nl`) at its field: a text
 * in one language, an editable list, or a question's right answer. Others are listed together.
 */
export function shownAtField(data: unknown, problemPath: string) {
  const path = problemPath
    .split('.')
    .slice(1)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const last = path.at(-1);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>(
      (value, key) => (value as Record<string | number, unknown> | undefined)?.[key],
      data,
    );
  if ((last === 'nl' || last === 'mc') && isLocalized(parent)) return true;
  if (last === 'correct' && typeof path.at(-2) === 'number') return true;
  return (
    editableLists.has(String(last)) &&
    Array.isArray((parent as Record<string | number, unknown> | undefined)?.[last ?? ''])
  );
}
