import { describe, expect, it } from 'vitest';
import { formatFileSize, formatNumber } from './numbers';

describe('formatFileSize', () => {
  it('shows a small file in kB, never "0 MB"', () => {
    expect(formatFileSize(6 * 1024, 'nl')).toBe('6 kB');
    expect(formatFileSize(6_200, 'nl')).toBe('6 kB');
    expect(formatFileSize(300, 'nl')).toBe('1 kB');
    expect(formatFileSize(0, 'nl')).toBe('0 kB');
    expect(formatFileSize(1023 * 1024, 'nl')).toBe('1.023 kB');
  });

  it('shows MB with one Dutch decimal from 1 MB on', () => {
    expect(formatFileSize(1024 * 1024, 'nl')).toBe('1 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'nl')).toBe('1,5 MB');
    expect(formatFileSize(200 * 1024 * 1024, 'nl')).toBe('200 MB');
  });

  it('keeps Latin digits in Darija, as an isolate inside the Arabic sentence', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'mc')).toBe('\u20681,5 MB\u2069');
    expect(formatFileSize(6 * 1024, 'mc')).toBe('\u20686 kB\u2069');
    expect(formatNumber(1234.5, {}, 'mc')).toMatch(/^1.234,5$/);
  });
});
