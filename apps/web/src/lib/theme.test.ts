import { describe, expect, it } from 'vitest';
import { appTheme } from './theme';

describe('appTheme', () => {
  it('is made once per direction: the first render finds the one made before it', () => {
    expect(appTheme('ltr')).toBe(appTheme('ltr'));
    expect(appTheme('rtl')).toBe(appTheme('rtl'));
  });

  it('mirrors for Darija and keeps the spec colours in both directions', () => {
    expect(appTheme('ltr').direction).toBe('ltr');
    expect(appTheme('rtl').direction).toBe('rtl');
    expect(appTheme('rtl').palette.primary.main).toBe(appTheme('ltr').palette.primary.main);
  });
});
