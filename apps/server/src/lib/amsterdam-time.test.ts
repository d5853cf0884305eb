import { describe, expect, it } from 'vitest';
import { amsterdamMidnightAfter, readableAmsterdamTime } from './amsterdam-time.ts';

describe('midnight in Amsterdam', () => {
  it('is 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(amsterdamMidnightAfter(new Date('2026-11-21T15:00:00Z'), 7).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    expect(amsterdamMidnightAfter(new Date('2026-06-10T09:00:00Z'), 7).toISOString()).toBe(
      '2026-06-16T22:00:00.000Z',
    );
  });

  it('crosses the change to and from summer time', () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(amsterdamMidnightAfter(new Date('2026-03-25T12:00:00Z'), 7).toISOString()).toBe(
      '2026-03-31T22:00:00.000Z',
    );
    expect(amsterdamMidnightAfter(new Date('2026-10-22T12:00:00Z'), 7).toISOString()).toBe(
      '2026-10-28T23:00:00.000Z',
    );
  });

  it('counts from the Amsterdam date, also late in the evening UTC', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam.
    expect(amsterdamMidnightAfter(new Date('2026-11-21T23:30:00Z'), 0).toISOString()).toBe(
      '2026-11-21T23:00:00.000Z',
    );
  });
});

describe('a readable moment', () => {
  it('is Dutch, on Amsterdam time, not raw UTC', () => {
    expect(readableAmsterdamTime(new Date('2026-11-27T23:00:05Z'))).toBe(
      'za 28 november 2026 om 00:00:05',
    );
    expect(readableAmsterdamTime(new Date('2026-06-16T12:30:00Z'))).toBe(
      'di 16 juni 2026 om 14:30:00',
    );
  });
});
