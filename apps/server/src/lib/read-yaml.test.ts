import { describe, expect, it } from 'vitest';
import { readYaml } from './read-yaml.ts';

describe('readYaml', () => {
  it('reads content as YAML 1.2 core: dates and yes/no stay text', () => {
    expect(readYaml('published: 2026-09-01\nanswer: no\ncount: 3\nok: true\n')).toEqual({
      published: '2026-09-01',
      answer: 'no',
      count: 3,
      ok: true,
    });
  });

  it('refuses a key written twice, naming the line', () => {
    expect(() => readYaml('id: a\nid: b\n')).toThrow(/duplicated mapping key \(2:1\)/);
  });
});
