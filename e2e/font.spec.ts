import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';

// Issue 19 item 7, decision 023. Spec §9's museo-sans is licensed; without its files (the test
// server has none) the self-hosted Nunito Sans shows, from our own origin, and nothing of the
// app's comes from anywhere else.

/** The font family the theme asks for, and the font the browser drew the heading with. */
async function headingFont(page: Page) {
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  const family = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
  // Only the browser knows which font it really used: Chromium's DevTools protocol says.
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return { family, drawnWith: fonts };
}

/** Every address the page asked for that is not of the app's own origin. */
function recordForeignRequests(page: Page, appUrl: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const isOwn = url.origin === new URL(appUrl).origin;
    if (!isOwn && !['data:', 'blob:'].includes(url.protocol)) foreign.push(request.url());
  });
  return foreign;
}

for (const language of ['nl', 'mc'] as const) {
  test(`the landing and login pages use the theme's font, self-hosted (${language})`, async ({
    page,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    const fontFiles: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fontFiles.push(response.url());
    });
    await page.addInitScript((lang) => localStorage.setItem('langSelected', lang), language);
    for (const path of ['/', '/auth/login']) {
      await page.goto(path);
      await settled(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const { family, drawnWith } = await headingFont(page);
      expect(family).toMatch(/^"?museo-sans"?, "Nunito Sans Variable"/);
      if (language === 'nl') {
        // The Dutch heading is drawn in Nunito Sans (the variable file names its instances
        // 'Nunito Sans 12pt …'), a web font of our own.
        expect(drawnWith).toContainEqual(
          expect.objectContaining({
            familyName: expect.stringMatching(/^Nunito Sans\b/),
            isCustomFont: true,
          }),
        );
      }
    }
    if (language === 'nl')
      expect(fontFiles.some((url) => /nunito-sans-latin/.test(url))).toBe(true);
    expect(fontFiles.every((url) => new URL(url).origin === new URL(baseURL!).origin)).toBe(true);
    expect(foreign).toEqual([]);
  });
}

/**
 * How the page got the font's Latin file: by its preload, once (a second load would mean the
 * preload went unused), not when its first layout needed it (decision 023, "Later").
 */
async function fontLoadsAt(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /nunito-sans-latin-wght/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
}

test('the pre-rendered sign-in page asks for the font with the page, once', async ({ page }) => {
  expect(await fontLoadsAt(page, '/auth/login')).toEqual(['link']);
});

test("a learner's home asks for the font with the page, once", async ({ signedInPage }) => {
  expect(await fontLoadsAt(signedInPage, '/dashboards')).toEqual(['link']);
});

test("a learner's screens ask nothing of another origin", async ({
  signedInPage: page,
  baseURL,
}) => {
  const foreign = recordForeignRequests(page, baseURL!);
  for (const path of ['/dashboards', '/dashboards/games', '/dashboards/ai']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(foreign).toEqual([]);
});
