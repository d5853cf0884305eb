import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

const FSI = '\u2068';
const PDI = '\u2069';

describe('formatDate', () => {
  it('shows Amsterdam time in Dutch, whatever zone the device is in', () => {
    // Midnight in Amsterdam on Saturday 28 November 2026 is 23:00 UTC the day before.
    expect(formatDate('2026-11-27T23:00:00.000Z', 'weekdayDateTime', 'nl')).toBe(
      'zaterdag 28 november om 00:00',
    );
    expect(formatDate('2026-06-16T22:00:00.000Z', 'weekdayDate', 'nl')).toBe(
      'woensdag 17 juni 2026',
    );
    expect(formatDate('2026-11-30T23:00:00.000Z', 'weekdayDate', 'nl')).toBe(
      'dinsdag 1 december 2026',
    );
    expect(formatDate('2026-03-05T12:07:09.000Z', 'time', 'nl')).toBe('13:07:09');
  });

  it('shows Darija day and month names as used in Morocco, with Latin digits', () => {
    expect(formatDate('2026-11-30T23:00:00.000Z', 'weekdayDateTime', 'mc')).toBe(
      `${FSI}الثلاثاء 1 دجنبر مع 00:00${PDI}`,
    );
    const months = Array.from(
      { length: 12 },
      (_, month) =>
        formatDate(Date.UTC(2026, month, 15, 12), 'date', 'mc')
          .slice(1, -1)
          .split(' ')[1],
    );
    expect(months).toEqual([
      'يناير',
      'فبراير',
      'مارس',
      'أبريل',
      'ماي',
      'يونيو',
      'يوليوز',
      'غشت',
      'شتنبر',
      'أكتوبر',
      'نونبر',
      'دجنبر',
    ]);
    // 7–13 December 2026 runs from Monday to Sunday.
    const days = Array.from(
      { length: 7 },
      (_, index) =>
        formatDate(Date.UTC(2026, 11, 7 + index, 12), 'weekdayDate', 'mc')
          .slice(1)
          .split(' ')[0],
    );
    expect(days).toEqual(['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد']);
    const date = formatDate('2026-08-03T10:00:00.000Z', 'dateYearTime', 'mc');
    expect(date).toBe(`${FSI}3 غشت 2026 مع 12:00${PDI}`);
    expect(date).not.toMatch(/[\u0660-\u0669]/);
  });

  it('keeps a Darija date apart from the sentence around it, not a Dutch one', () => {
    const mc = formatDate('2026-11-27T23:00:00.000Z', 'date', 'mc');
    expect(mc.startsWith(FSI) && mc.endsWith(PDI)).toBe(true);
    expect(formatDate('2026-11-27T23:00:00.000Z', 'date', 'nl')).toBe('28 november 2026');
  });
});
