import { describe, expect, it } from 'vitest';
import { toIso } from './schema.ts';

describe('toIso', () => {
  it('answers a time stored as toISOString writes it as it is', () => {
    expect(toIso('2026-11-30T21:05:09.042Z')).toBe('2026-11-30T21:05:09.042Z');
  });

  it("writes SQLite's own time text and other forms in that way", () => {
    expect(toIso('2026-11-30 21:05:09')).toBe(new Date('2026-11-30 21:05:09').toISOString());
    expect(toIso('2026-11-30T22:05:09.042+01:00')).toBe('2026-11-30T21:05:09.042Z');
  });

  it('writes a Date (PostgreSQL) in that way', () => {
    expect(toIso(new Date(Date.UTC(2026, 10, 30, 21, 5, 9, 42)))).toBe('2026-11-30T21:05:09.042Z');
  });
});
