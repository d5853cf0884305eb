import { describe, expect, it } from 'vitest';
import { inAmsterdam } from './amsterdam-clock';

/** The browser's own answer, from its time-zone data: what the rule must match. */
const byTimeZoneData = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function expected(moment: number) {
  const parts = Object.fromEntries(
    byTimeZoneData.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

/** The moment, written out, when the rule and the time-zone data disagree on it. */
const mismatchAt = (moment: number) =>
  JSON.stringify(inAmsterdam(new Date(moment))) === JSON.stringify(expected(moment))
    ? []
    : [new Date(moment).toISOString()];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('inAmsterdam', () => {
  it("matches the time-zone data hour by hour in the switches' last weeks, 1996 to 2040", () => {
    const mismatches: string[] = [];
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // Each switch falls on one of the month's last seven days: all of them, hour by hour,
        // and the minutes around 01:00 UTC.
        for (let day = 24; day <= 31; day++) {
          for (let hour = 0; hour < 24; hour++)
            mismatches.push(...mismatchAt(Date.UTC(year, month, day, hour, 30, 15)));
          for (let minute = -3; minute <= 3; minute++)
            mismatches.push(...mismatchAt(Date.UTC(year, month, day, 1) + minute * MINUTE - 1));
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('matches the time-zone data at moments spread over 1996 to 2040', () => {
    const from = Date.UTC(1996, 0, 1);
    const to = Date.UTC(2041, 0, 1);
    // Steps of 7 h 13 min 17 s reach every hour of the day and every day of the week.
    const step = 7 * HOUR + 13 * MINUTE + 17_000;
    const mismatches: string[] = [];
    for (let moment = from; moment < to; moment += step) mismatches.push(...mismatchAt(moment));
    expect(mismatches).toEqual([]);
  });

  it('switches at 01:00 UTC on the last Sunday of March and of October', () => {
    // 29 March 2026: 02:00 in Amsterdam becomes 03:00.
    expect(inAmsterdam(new Date('2026-03-29T00:59:59Z'))).toMatchObject({ hour: 1, minute: 59 });
    expect(inAmsterdam(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    // 25 October 2026: 03:00 in Amsterdam becomes 02:00.
    expect(inAmsterdam(new Date('2026-10-25T00:59:59Z'))).toMatchObject({ hour: 2, minute: 59 });
    expect(inAmsterdam(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ hour: 2, minute: 0 });
  });
});
