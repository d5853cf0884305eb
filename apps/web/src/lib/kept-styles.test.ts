import type { EmotionCache } from '@emotion/cache';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/** A style as Emotion serialises it: its name is a hash of what it says. */
const style = (name: string, styles: string) => ({ name, styles, next: undefined });

/** A page's start: the module afresh, over what this device has stored. */
const start = async () => {
  vi.resetModules();
  return import('./kept-styles');
};

/** Inserts a component's style as Emotion does when a component first renders with it. */
const render = (cache: EmotionCache, name: string, styles: string) =>
  cache.insert(`.${cache.key}-${name}`, style(name, styles), cache.sheet, true);

const stored = () => JSON.parse(localStorage.getItem('keptStyles') ?? 'null');

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.head.replaceChildren();
});

afterEach(() => {
  vi.useRealTimers();
});

test('a style compiled on one visit is on the page at the next start, not compiled again', async () => {
  const first = await start();
  const cache = first.keptStyleCache({ key: 'mui' });
  render(cache, 'a1', 'color:red;@media (min-width:600px){color:blue;}');
  expect(stored()).toBeNull(); // saved once the screen has settled
  vi.advanceTimersByTime(2_000);
  expect(stored().caches.mui.rules.a1).toBe(
    '.mui-a1{color:red;}@media (min-width:600px){.mui-a1{color:blue;}}',
  );

  document.head.replaceChildren();
  const next = await start();
  const restored = next.keptStyleCache({ key: 'mui' });
  expect(restored.inserted.a1).toBe(true);
  const kept = document.head.querySelector('style[data-emotion^="mui "]');
  expect(kept?.textContent).toContain('.mui-a1{color:red;}');

  // A style new on this visit joins the kept ones.
  render(restored, 'b2', 'margin:0;');
  vi.advanceTimersByTime(2_000);
  expect(Object.keys(stored().caches.mui.rules)).toEqual(['a1', 'b2']);
});

test('the styles are saved once none was compiled for two seconds', async () => {
  const first = await start();
  const cache = first.keptStyleCache({ key: 'mui' });
  render(cache, 'a1', 'color:red;');
  vi.advanceTimersByTime(1_500);
  render(cache, 'b2', 'margin:0;');
  vi.advanceTimersByTime(1_000);
  expect(stored()).toBeNull(); // still compiling a second ago
  vi.advanceTimersByTime(1_000);
  expect(Object.keys(stored().caches.mui.rules)).toEqual(['a1', 'b2']);
});

test('kept styles in a shape this code does not know are dropped, and the app starts', async () => {
  const first = await start();
  render(first.keptStyleCache({ key: 'mui' }), 'a1', 'color:red;');
  vi.advanceTimersByTime(2_000);
  // The same compiler, but the cache's styles are not where this code keeps them.
  localStorage.setItem('keptStyles', JSON.stringify({ ...stored(), caches: { mui: {} } }));

  document.head.replaceChildren();
  const next = await start();
  const cache = next.keptStyleCache({ key: 'mui' });
  expect(cache.inserted.a1).toBeUndefined();
  render(cache, 'b2', 'margin:0;');
  vi.advanceTimersByTime(2_000);
  expect(stored().caches.mui.rules).toEqual({ b2: '.mui-b2{margin:0;}' });
});

test('global styles come back as their own <style>, found by name', async () => {
  const first = await start();
  const cache = first.keptStyleCache({ key: 'mui' });
  // A sheet of its own, as <Global> makes one.
  const Sheet = cache.sheet.constructor as new (options: object) => EmotionCache['sheet'];
  const globalSheet = new Sheet({ key: 'mui-global', container: document.head });
  cache.insert('', style('g1', 'body{margin:0;}'), globalSheet, false);
  window.dispatchEvent(new Event('pagehide')); // saved when the page is left, too

  document.head.replaceChildren();
  const next = await start();
  next.keptStyleCache({ key: 'mui' });
  const kept = document.head.querySelector('style[data-emotion="mui-global g1"]');
  expect(kept?.textContent).toBe('body{margin:0;}');
});

test('each cache keeps its own: the right-to-left one holds the mirrored styles', async () => {
  const first = await start();
  render(first.keptStyleCache({ key: 'mui' }), 'a1', 'padding-left:1px;');
  render(first.keptStyleCache({ key: 'muirtl' }), 'a1', 'padding-right:1px;');
  vi.advanceTimersByTime(2_000);
  expect(stored().caches.mui.rules.a1).toBe('.mui-a1{padding-left:1px;}');
  expect(stored().caches.muirtl.rules.a1).toBe('.muirtl-a1{padding-right:1px;}');
});

test('styles kept by another version of the compiler are not used', async () => {
  localStorage.setItem(
    'keptStyles',
    JSON.stringify({
      output: 'emotion 10.0.0, stylis 3.0.0, rtl 1.0.0',
      caches: { mui: { rules: { a1: '.mui-a1{color:red;}' }, globals: {} } },
    }),
  );
  const next = await start();
  const cache = next.keptStyleCache({ key: 'mui' });
  expect(cache.inserted.a1).toBeUndefined();
  expect(document.head.querySelector('style[data-emotion^="mui "]')).toBeNull();
});

test('signing out forgets the kept styles: they say which screens were opened', async () => {
  const first = await start();
  render(first.keptStyleCache({ key: 'mui' }), 'a1', 'color:red;');
  vi.advanceTimersByTime(2_000);
  expect(stored()).not.toBeNull();
  render(first.keptStyleCache({ key: 'mui' }), 'b2', 'color:blue;');
  first.forgetKeptStyles();
  vi.advanceTimersByTime(2_000);
  window.dispatchEvent(new Event('pagehide'));
  expect(stored()).toBeNull();
});

test('past the ceiling a device starts again from the style compiled next', async () => {
  const big = 'x'.repeat(300_000);
  const first = await start();
  render(first.keptStyleCache({ key: 'mui' }), 'old', `content:"${big}";`);
  vi.advanceTimersByTime(2_000);

  const next = await start();
  render(next.keptStyleCache({ key: 'mui' }), 'new', `content:"${big}";`);
  vi.advanceTimersByTime(2_000);
  expect(Object.keys(stored().caches.mui.rules)).toEqual(['new']);
});

test("a pre-rendered page's styles are kept with the ones compiled after it, each by its name", async () => {
  // The sign-in page as the pre-render wrote it: a global style, then the components' together.
  const global = document.createElement('style');
  global.dataset.emotion = 'mui-global g1';
  global.textContent = 'body{margin:0;}';
  const components = document.createElement('style');
  components.dataset.emotion = 'mui a1 b2 animation-k3';
  components.textContent =
    '.mui-a1{color:red;}@media (min-width:600px){.mui-a1{color:blue;}}' +
    '.mui-b2{content:"}";}.mui-b2:hover .MuiIcon-root{margin:0;}' +
    '@keyframes animation-k3{0%{opacity:0;}100%{opacity:1;}}';
  document.head.append(global, components);
  const first = await start();
  const cache = first.keptStyleCache({ key: 'mui' });
  expect(cache.inserted.a1).toBe(true); // Emotion took the page's styles up itself
  global.dataset.emotion = 'mui-global'; // as <Global> does when it takes its style up
  // Signed in: the home compiles a style the sign-in page did not have.
  render(cache, 'c4', 'padding:0;');
  vi.advanceTimersByTime(2_000);
  expect(stored().caches.mui).toEqual({
    globals: { g1: 'body{margin:0;}' },
    rules: {
      a1: '.mui-a1{color:red;}@media (min-width:600px){.mui-a1{color:blue;}}',
      b2: '.mui-b2{content:"}";}.mui-b2:hover .MuiIcon-root{margin:0;}',
      'animation-k3': '@keyframes animation-k3{0%{opacity:0;}100%{opacity:1;}}',
      c4: '.mui-c4{padding:0;}',
    },
  });

  // The next start (the home, not pre-rendered) has them all without compiling.
  document.head.replaceChildren();
  const next = await start();
  const restored = next.keptStyleCache({ key: 'mui' });
  expect(['a1', 'b2', 'animation-k3', 'c4'].map((name) => restored.inserted[name])).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(document.head.querySelector('style[data-emotion="mui-global g1"]')?.textContent).toBe(
    'body{margin:0;}',
  );
});
