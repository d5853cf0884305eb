import { readLocale } from './content';
import { apiHeaders, expect, settled, test } from './fixtures';

// Issue 19 item 1. Spec §8: a 404 reloads the page. For an id that does not exist that reload
// answers 404 again: once per location, then the screen's not-found text, never a loop.
const notFoundTexts = (language: 'nl' | 'mc') => ({
  '/dashboards/tinderGame/bestaat-niet': readLocale(language, 'swipe').notFound as string,
  '/dashboards/games/module/bestaat-niet': readLocale(language, 'modules').notFound as string,
  // The chat's own text is the spec's 'Geen bericht gevonden' (in Darija in the mc pack).
  '/dashboards/ai?chat=bestaat-niet': readLocale(language, 'errors', true).NOT_FOUND as string,
});

for (const language of ['nl', 'mc'] as const) {
  test(`an unknown id reloads once, then says it is not found (${language})`, async ({
    signedInPage: page,
  }) => {
    if (language === 'mc') {
      await page.request.put('/api/users/me/settings', {
        headers: await apiHeaders(page.request),
        data: { langSelected: 'mc' },
      });
      await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
    }
    let loads = 0;
    page.on('load', () => loads++);
    for (const [path, text] of Object.entries(notFoundTexts(language))) {
      loads = 0;
      await page.goto(path);
      // Two whole page loads before the text: on a busy machine that takes a while.
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible({
        timeout: 60_000,
      });
      await settled(page);
      // The first load and the spec's one reload; the text stays and the page with it.
      expect(loads).toBeLessThanOrEqual(2);
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      expect(loads).toBeLessThanOrEqual(2);
    }
  });
}
