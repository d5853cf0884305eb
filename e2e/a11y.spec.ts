import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, settled, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const language of ['nl', 'mc'] as const) {
  test.describe(`accessibility (${language})`, () => {
    for (const path of ['/auth/login', '/auth/register']) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript((lang) => localStorage.setItem('langSelected', lang), language);
        await page.goto(path);
        await settled(page);
        await page.getByRole('button').last().click(); // with validation errors showing too
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the home screen has no serious or critical axe violations', async ({
      signedInPage: page,
    }) => {
      await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
      await page.reload();
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
