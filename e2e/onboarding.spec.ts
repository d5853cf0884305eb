import { readLocale, readWeekFile, type Text, weekFolders } from './content';
import { apiHeaders, DEMO_ACCESS_CODE, expect, settled, test } from './fixtures';
import { drag, expectAxeClean, phonePage } from './phone-pages';

// Onboarding (spec §2) follows the real programme's themes (content/) and the real texts.
const themes = weekFolders.map((folder) => readWeekFile(folder, 'week') as { title: Text });
const locale = readLocale;

test('a new learner onboards with the code and themes on a phone', async ({ browser }) => {
  const page = await phonePage(browser, { onboarded: false, name: 'Nora' });

  // Step 1: the access code. A wrong one shows the spec's text.
  await expect(page.getByRole('heading', { name: 'Welkom bij Leerloop!' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('Toegangscode').fill('FOUTCODE');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT')).toBeVisible();
  await page.getByLabel('Toegangscode').fill(DEMO_ACCESS_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Verder' }).click();

  // Step 2: swipe every theme with the mouse; the odd ones are important.
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Wat vind jij belangrijk?' })).toBeVisible();
  await expectAxeClean(page);
  const themeCard = page.locator('[aria-roledescription="thema"]');
  for (const [index, theme] of themes.entries()) {
    await expect(page.getByText(`Thema ${index + 1} van ${themes.length}`)).toBeVisible();
    await expect(themeCard).toContainText(theme.title.nl);
    await drag(page, themeCard, index % 2 === 0 ? 'right' : 'left');
  }
  await expect(page.getByRole('heading', { name: 'Goed gedaan!' })).toBeVisible();
  const important = themes.filter((_, index) => index % 2 === 0).map((theme) => theme.title.nl);
  for (const title of important)
    await expect(page.getByRole('listitem').getByText(title)).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Opslaan en verder' }).click();

  // Step 3: the reward page, then the dashboard.
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Top, Nora!' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Naar mijn dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Hoi Nora!' })).toBeVisible();
  // Home leads with the week's next step: its first module.
  await expect(page.getByRole('region', { name: 'Jouw volgende stap' })).toContainText(
    'Start de module',
  );
  // Onboarding is done; its pages stay open (spec §2), with the way back to the dashboard.
  await page.goto('/onboarding/step1');
  await settled(page);
  await page.getByRole('link', { name: 'Naar mijn dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
  await page.context().close();
});

test('onboarding speaks Darija, right to left, and axe finds nothing', async ({ browser }) => {
  const page = await phonePage(browser, { onboarded: false, name: 'Yousra' });
  const t = locale('mc', 'onboarding');
  await page.getByRole('button', { name: /Kies je taal/ }).click();
  await page.getByRole('menuitem', { name: 'Darija (الدارجة)' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: t.code.title })).toBeVisible();
  await expectAxeClean(page);

  await page.getByLabel(t.code.label).fill('XXXX');
  await page.getByRole('button', { name: t.code.submit }).click();
  const errors = readLocale('mc', 'errors', true);
  await expect(page.getByText(errors.INVALID_CODE)).toBeVisible();
  await page.getByLabel(t.code.label).fill(DEMO_ACCESS_CODE);
  await page.getByRole('button', { name: t.code.submit }).click();
  await expect(page.getByRole('heading', { name: t.themes.title })).toBeVisible();
  await settled(page);
  await expectAxeClean(page);

  // Every theme by keyboard: → important, ← less.
  const card = page.locator(`[aria-roledescription="${t.themes.card}"]`);
  await card.focus();
  for (const [index, theme] of themes.entries()) {
    await expect(card).toContainText(theme.title.mc);
    await page.keyboard.press(index < 2 ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(page.getByRole('heading', { name: t.themes.wellDone })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: t.themes.continue }).click();
  await expect(page.getByRole('button', { name: t.reward.start })).toBeVisible();
  await settled(page);
  await expectAxeClean(page);
  // The language chosen here was saved in the profile.
  const headers = await apiHeaders(page.request);
  const me = await (await page.request.get('/api/users/me', { headers })).json();
  expect(me.data.langSelected).toBe('mc');
  await page.context().close();
});
