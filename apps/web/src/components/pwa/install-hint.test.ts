import { describe, expect, it } from 'vitest';
import { installPlatformOf } from './install-hint';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the install hint', () => {
  it('shows on phones, with the iPhone its own way', () => {
    expect(installPlatformOf({ userAgent: iphone, isStandalone: false })).toBe('iphone');
    expect(installPlatformOf({ userAgent: android, isStandalone: false })).toBe('android');
  });

  it('stays away on computers and in the installed app', () => {
    expect(installPlatformOf({ userAgent: desktop, isStandalone: false })).toBeNull();
    expect(installPlatformOf({ userAgent: iphone, isStandalone: true })).toBeNull();
  });
});
