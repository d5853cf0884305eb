import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Menu from '@mui/icons-material/Menu';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Swipe from '@mui/icons-material/Swipe';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { appTheme } from '../../lib/theme';
import { iconPaths } from './path-icon';

const muiIcons = {
  Menu,
  Fullscreen,
  FullscreenExit,
  ChatBubbleOutlineOutlined,
  Swipe,
  AssignmentOutlined,
  AutoStoriesOutlined,
  LightbulbOutlined,
  SchoolOutlined,
  EmojiEventsOutlined,
};

const css = readFileSync(join(import.meta.dirname, 'plain.css'), 'utf8');
const variable = (name: string) => new RegExp(`--plain-${name}:\\s*([^;]+);`).exec(css)?.[1];
/** A colour as the browser compares it: lower case, no spaces. */
const same = (colour: string | undefined) => colour?.toLowerCase().replaceAll(' ', '');

describe('the plain elements (decision 074)', () => {
  test("draw in the theme's colours", () => {
    const { palette } = appTheme('ltr');
    expect(same(variable('primary'))).toBe(same(palette.primary.main));
    expect(same(variable('secondary'))).toBe(same(palette.secondary.main));
    expect(same(variable('success'))).toBe(same(palette.success.main));
    expect(same(variable('error-dark'))).toBe(same(palette.error.dark));
    expect(same(variable('action-active'))).toBe(same(palette.action.active));
    expect(same(variable('action-hover'))).toBe(same(palette.action.hover));
    expect(same(variable('primary-dark'))).toBe(same(palette.primary.dark));
    expect(same(variable('info'))).toBe(same(palette.info.main));
    expect(same(variable('warning'))).toBe(same(palette.warning.main));
    expect(same(variable('warning-dark'))).toBe(same(palette.warning.dark));
    for (const tone of ['info', 'warning', 'success'] as const)
      expect(same(variable('on-light')), tone).toBe(same(palette[tone].contrastText));
    const { shadows } = appTheme('ltr');
    for (const level of [1, 2, 3, 4])
      expect(same(variable(`shadow-${level}`)?.replace(/\s+/g, ' ')), `shadow ${level}`).toBe(
        same(shadows[level]),
      );
  });

  test("draw MUI's own icons", () => {
    for (const [name, d] of Object.entries(iconPaths)) {
      const Icon = muiIcons[name as keyof typeof iconPaths];
      const { container, unmount } = render(<Icon />);
      const paths = [...container.querySelectorAll('path')].map((path) => path.getAttribute('d'));
      expect(paths.join(''), name).toBe(d);
      unmount();
    }
  });
});
