import createCache, { type EmotionCache } from '@emotion/cache';
import { keptStyleCache } from './kept-styles';

/** The left-to-right cache; the pre-render makes one per page (app/prerender.tsx). */
export const createLtrStyleCache = () => createCache({ key: 'mui' });

// Made at its first use, not as the module loads: reading the kept styles takes a few ms, which
// the app's start puts in a task of its own (issue 22).
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;

/**
 * Darija mirrors every style (left ↔ right) with the stylis RTL plugin. The plugin loads with the
 * Darija pack, so Dutch users never download it.
 */
export async function prepareStyleCache(direction: 'ltr' | 'rtl') {
  if (direction === 'ltr' || rtlCache) return;
  const [{ default: rtlPlugin }, { prefixer }] = await Promise.all([
    import('@mui/stylis-plugin-rtl'),
    import('stylis'),
  ]);
  rtlCache = keptStyleCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}

export const styleCacheFor = (direction: 'ltr' | 'rtl') =>
  (direction === 'rtl' && rtlCache) || (ltrCache ??= keptStyleCache({ key: 'mui' }));
