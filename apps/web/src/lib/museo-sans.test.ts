import { afterEach, expect, test, vi } from 'vitest';
import { loadMuseoSans } from './museo-sans';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

const serving = (stylesheet: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(stylesheet, { headers: { 'content-type': 'text/css' } })),
  );
const stylesheets = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent);

test('a deployment without the licensed files adds no stylesheet to the page', async () => {
  serving('/* museo-sans: not provided; the free font shows (decision 023) */\n\n');
  await loadMuseoSans();
  expect(stylesheets()).toEqual([]);
});

test('a deployment with the files adds the stylesheet that declares them, read once', async () => {
  const faces =
    "@font-face {\n  font-family: 'museo-sans';\n  src: url(/fonts/museo-sans/museo-sans-500.woff2) format('woff2');\n}\n";
  serving(faces);
  await loadMuseoSans();
  expect(stylesheets()).toEqual([faces]);
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('a server that does not answer leaves the free font, without an error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await expect(loadMuseoSans()).resolves.toBeUndefined();
  expect(stylesheets()).toEqual([]);
});
