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
const untranslatable = /^(Leerloop|Imi)$/;

describe('every Dutch text has its Darija twin', () => {
  for (const file of readdirSync(join(dir, 'nl'))) {
    it(file, () => {
      const nl = load('nl', file);
      const mc = load('mc', file);
      expect([...mc.keys()].sort()).toEqual([...nl.keys()].sort());
      for (const [key, text] of nl) {
        const twin = mc.get(key)!;
        expect(placeholders(twin), key).toEqual(placeholders(text));
        if (!untranslatable.test(text)) expect(twin, key).toMatch(/[\u0600-\u06FF]/);
      }
    });
  }
});
