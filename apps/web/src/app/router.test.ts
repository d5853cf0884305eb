import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textsAt } from './router';

const at = (pathname: string) => ({ pathname, search: '', hash: '' }) as Location;
const localesDir = join(import.meta.dirname, '../locales');
const contractTexts = ['errors', 'validation', 'widget'];

describe('the texts a route shows first (issue 22)', () => {
  it('names the home screen’s namespaces with its layout’s, to load beside its code', () => {
    expect(textsAt(at('/dashboards'), true)).toEqual([
      'layout',
      'auth',
      'dashboard',
      'assignments',
      'modules',
      'brainfood',
      'errors',
    ]);
  });

  it('names only namespaces that exist in both languages', () => {
    const paths = ['/dashboards', '/dashboards/ai', '/dashboards/games', '/dashboards/account'];
    const named = new Set(paths.flatMap((path) => textsAt(at(path), true)));
    for (const namespace of named) {
      if (contractTexts.includes(namespace)) continue;
      for (const language of ['nl', 'mc'])
        expect(existsSync(join(localesDir, language, `${namespace}.json`)), namespace).toBe(true);
    }
  });

  it('names nothing on the public pages, which arrive with their texts (decision 039)', () => {
    expect(textsAt(at('/auth/login'), false)).toEqual([]);
  });
});
