import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = import.meta.dirname;
const flatten = (value: unknown, prefix = ''): [string, string][] =>
  typeof value === 'object' && value
    ? Object.entries(value).flatMap(([key, inner]) =>
        flatten(inner, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(value)]];
const load = (language: string, file: string) =>
  new Map(flatten(JSON.parse(readFileSync(join(dir, language, file), 'utf8'))));
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
// Names that stay in Latin script in every language.
const untranslatable = /^(Leerloop|Imi|Redis)$/;

// The packs loaded with the app, and the long texts loaded with their pages (`legal/`).
const packs = [
  ['nl', 'mc'],
  ['legal/nl', 'legal/mc'],
] as const;

describe('every Dutch text has its Darija twin', () => {
  for (const [dutch, darija] of packs)
    for (const file of readdirSync(join(dir, dutch))) {
      it(`${dutch}/${file}`, () => {
        const nl = load(dutch, file);
        const mc = load(darija, file);
        expect([...mc.keys()].sort()).toEqual([...nl.keys()].sort());
        for (const [key, text] of nl) {
          const twin = mc.get(key)!;
          expect(placeholders(twin), key).toEqual(placeholders(text));
          if (!untranslatable.test(text)) expect(twin, key).toMatch(/[\u0600-\u06FF]/);
        }
      });
    }
});
