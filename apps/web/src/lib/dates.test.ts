import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('shows Amsterdam time in Dutch, whatever zone the device is in', () => {
    // Midnight in Amsterdam on Saturday 28 November 2026 is 23:00 UTC the day before.
    expect(formatDate('2026-11-27T23:00:00.000Z', "EEEE d MMMM 'om' HH:mm")).toBe(
      'zaterdag 28 november om 00:00',
    );
    expect(formatDate('2026-06-16T22:00:00.000Z', 'EEEE d MMMM')).toBe('woensdag 17 juni');
  });
});
