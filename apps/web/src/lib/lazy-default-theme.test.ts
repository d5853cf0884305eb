import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { lazyDefaultTheme } from './lazy-default-theme';

describe('lazyDefaultTheme', () => {
  it('makes the theme at the first read, once, and reads as the theme does', () => {
    const create = vi.fn(() => createTheme());
    const theme = lazyDefaultTheme(create);
    expect(create).not.toHaveBeenCalled();

    const made = createTheme();
    expect(theme.palette.primary.main).toBe(made.palette.primary.main);
    expect(theme.spacing(2)).toBe(made.spacing(2));
    expect('breakpoints' in theme).toBe(true);
    expect(Object.keys(theme)).toEqual(Object.keys(made));
    expect({ ...theme }.typography.fontFamily).toBe(made.typography.fontFamily);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
