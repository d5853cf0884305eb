import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';

// Issue 19 item 6. Spec §9: border radii 6, 10, 12 and 16 px, and no others. Circles and pills
// (a radius of at least half the element's height or width: avatars, chips, switches) are shapes,
// not radii, and are left out.
const SPEC_RADII_PX = [6, 10, 12, 16];

/** Every visible element on the page whose corner radius is not one of the spec's. */
const strayRadii = (page: Page) =>
  page.evaluate((allowed) => {
    const stray: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      const half = Math.min(box.width, box.height) / 2;
      for (const corner of [style.borderTopLeftRadius, style.borderBottomRightRadius]) {
        if (corner.endsWith('%')) continue;
        const px = parseFloat(corner);
        if (px === 0 || allowed.includes(px) || px >= half) continue;
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
        stray.push(`${name}: ${corner}`);
      }
    }
    return [...new Set(stray)];
  }, SPEC_RADII_PX);

test('the public pages use only the radii of spec §9', async ({ page }) => {
  for (const path of ['/', '/auth/login', '/auth/register']) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await strayRadii(page), path).toEqual([]);
  }
});

test("a learner's screens use only the radii of spec §9", async ({ signedInPage: page }) => {
  for (const path of [
    '/dashboards',
    '/dashboards/games',
    '/dashboards/assignments',
    '/dashboards/story',
    '/dashboards/ai',
  ]) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Cards arrive with their data: wait until nothing is loading any more.
    await expect(page.getByRole('progressbar', { name: 'Laden...' })).toHaveCount(0);
    expect(await strayRadii(page), path).toEqual([]);
  }
});

/** The focused element's ring: an outline (it follows the corners), no square or focus ripple. */
async function expectRoundedFocusRing(page: Page, target: ReturnType<Page['locator']>) {
  // Focus by keyboard: the ring is for keyboard users (:focus-visible).
  await page.keyboard.press('Tab');
  await target.focus();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle,
      width: style.outlineWidth,
      corner: parseFloat(style.borderTopLeftRadius),
    };
  });
  expect(ring.outline).toBe('solid');
  expect(ring.width).toBe('2px');
  expect(ring.corner).toBeGreaterThan(0);
  await expect(target.locator('.MuiTouchRipple-ripplePulsate')).toHaveCount(0);
}

test("the keyboard's focus ring follows the rounded corners of buttons, tiles and cards", async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboards/games');
  await settled(page);
  const tile = page.getByRole('article').first();
  await expectRoundedFocusRing(page, tile.getByRole('link').last());
  await expectRoundedFocusRing(
    page,
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Games' }),
  );
  await expectRoundedFocusRing(page, page.getByRole('button', { name: 'Volledig scherm' }));

  await page.goto('/onboarding/step2');
  await settled(page);
  await expectRoundedFocusRing(page, page.locator('[aria-roledescription="thema"]'));
});
