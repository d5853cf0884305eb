import { afterEach, expect, test, vi } from 'vitest';
import { loadMuseoSans } from './museo-sans';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

const serving = (stylesheet: string) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(stylesheet, { headers: { 'content-type': 'text/css' } })),
  );
const stylesheets = () =>
  [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
    link.getAttribute('href'),
  );

test('a deployment without the licensed files adds no stylesheet to the page', async () => {
  serving('/* museo-sans: not provided; the free font shows (decision 023) */\n\n');
  await loadMuseoSans();
  expect(stylesheets()).toEqual([]);
});

test('a deployment with the files adds the stylesheet that declares them', async () => {
  serving(
    "@font-face {\n  font-family: 'museo-sans';\n  src: url(/fonts/museo-sans/museo-sans-500.woff2) format('woff2');\n}\n",
  );
  await loadMuseoSans();
  expect(stylesheets()).toEqual(['/fonts/museo-sans.css']);
});

test('a server that does not answer leaves the free font, without an error', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await expect(loadMuseoSans()).resolves.toBeUndefined();
  expect(stylesheets()).toEqual([]);
});
