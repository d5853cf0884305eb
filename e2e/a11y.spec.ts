import { expect, seriousAxeViolations as seriousViolations, settled, test } from './fixtures';

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
