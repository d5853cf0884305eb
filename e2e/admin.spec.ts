import type { Browser } from '@playwright/test';
import { readLocale } from './content';
import {
  apiHeaders,
  createAccount,
  demoAdmin,
  expect,
  makePlatformAdmin,
  readCode,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

/** The demo platform admin in a browser of their own, on Beheer, having searched for `email`. */
async function adminSearching(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  const admin = demoAdmin();
  await signInWithPassword(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Beheer' }).click();
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await page.getByLabel('Zoeken op e-mail of naam').fill(email);
  // The search has answered when the list holds this one user, not the newest of all.
  const found = page.getByRole('list', { name: 'Gebruikers' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(email);
  return page;
}

test('a platform admin finds a locked learner and lifts the lock; the learner gets in', async ({
  browser,
}) => {
  const learnerContext = await browser.newContext();
  const learner = await createAccount(learnerContext.request, 'Slot');
  await learnerContext.clearCookies();
  for (let i = 0; i < 10; i++)
    await learnerContext.request.post('/api/auth/sign-in/email', {
      data: { email: learner.email, password: 'Verkeerd-wachtwoord-1' },
    });
  const page = await learnerContext.newPage();
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  // Past the limit the right password is not enough from a new browser: a mailed code is asked.
  await expect(page).toHaveURL(/notice=SIGN_IN_CODE_REQUIRED/);

  const adminPage = await adminSearching(browser, learner.email);
  await expect(adminPage.getByText(/Geblokkeerd, nog \d+ min/)).toBeVisible();
  expect(await seriousAxeViolations(adminPage)).toEqual([]);
  await adminPage.getByRole('button', { name: 'Blokkade opheffen voor Slot Persoon' }).click();
  await expect(adminPage.getByText(/Geblokkeerd/)).toHaveCount(0);

  await signInWithPassword(page, learner.email, learner.password);
  await expect(page.getByRole('heading', { name: 'Hoi Slot!' })).toBeVisible();
  await learnerContext.close();
  await adminPage.context().close();
});

test('a platform admin bans a learner: their session ends and sign-in says why; unban lets them in', async ({
  browser,
}) => {
  const learnerPage = await (await browser.newContext()).newPage();
  const learner = await createAccount(learnerPage.request, 'Ban');
  await learnerPage.context().clearCookies();
  await signInWithPassword(learnerPage, learner.email, learner.password);

  const adminPage = await adminSearching(browser, learner.email);
  await adminPage.getByRole('button', { name: 'Ban Persoon blokkeren' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Ban Persoon blokkeren?' });
  expect(await seriousAxeViolations(adminPage)).toEqual([]);
  await dialog.getByRole('button', { name: 'Blokkeren' }).click();
  await expect(adminPage.getByText('Geblokkeerd door beheerder')).toBeVisible();

  // The learner's session is over: after a reload, the public pages; signing in says why.
  await learnerPage.reload();
  await expect(learnerPage).toHaveURL(/\/$/);
  await learnerPage.goto('/auth/login');
  await settled(learnerPage);
  await learnerPage.getByLabel('E-mail').fill(learner.email);
  await learnerPage.getByLabel('Wachtwoord', { exact: true }).fill(learner.password);
  await learnerPage.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(
    learnerPage.getByText('Dit account is door een beheerder geblokkeerd.'),
  ).toBeVisible();

  await adminPage.getByRole('button', { name: 'Blokkering van Ban Persoon opheffen' }).click();
  await expect(adminPage.getByText('Geblokkeerd door beheerder')).toHaveCount(0);
  await signInWithPassword(learnerPage, learner.email, learner.password);
  await learnerPage.context().close();
  await adminPage.context().close();
});

test('the admin screen is not in a learner’s menu, and its data is refused to them', async ({
  signedInPage: page,
}) => {
  await expect(page.getByRole('link', { name: 'Beheer' })).toHaveCount(0);
  await page.goto('/dashboards/admin');
  await settled(page);
  await expect(page.getByText('Deze pagina is alleen voor beheerders van Leerloop.')).toBeVisible();
  // And the API itself refuses.
  const headers = await page.evaluate(() => ({
    authorization: `Bearer ${localStorage.getItem('accessToken')}`,
    'user-id': localStorage.getItem('userId') ?? '',
  }));
  expect((await page.request.get('/api/admin/users', { headers })).status()).toBe(403);
});

test('a platform admin acts as a learner: every screen says so, and signing off returns them', async ({
  browser,
}) => {
  const learnerContext = await browser.newContext();
  const learner = await createAccount(learnerContext.request, 'Gevolgd');
  await learnerContext.close();

  const page = await adminSearching(browser, learner.email);
  await page.getByRole('button', { name: 'Inloggen als Gevolgd Persoon' }).click();

  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Hoi Gevolgd!' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: `Ingelogd als ${learner.email}` });
  await expect(banner).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Mijn opdrachten' }).click();
  await settled(page);
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Afmelden' }).click();
  await expect(page).toHaveURL(/\/dashboards\/admin$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await expect(page.getByText(/Ingelogd als/)).toHaveCount(0);
  await page.context().close();
});

test('a platform admin requires a new password: the learner is asked for it at sign-in, then is in', async ({
  browser,
}) => {
  const learnerContext = await browser.newContext();
  const learner = await createAccount(learnerContext.request, 'Veilig');
  await learnerContext.clearCookies();

  const adminPage = await adminSearching(browser, learner.email);
  await adminPage
    .getByRole('button', { name: 'Nieuw wachtwoord verplichten voor Veilig Persoon' })
    .click();
  await expect(adminPage.getByText('Moet een nieuw wachtwoord kiezen')).toBeVisible();

  const page = await learnerContext.newPage();
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\/reset-password\?email=/);
  await settled(page);
  await expect(
    page.getByText(/Om veiligheidsredenen moet je een nieuw wachtwoord instellen/),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page
    .getByLabel('Code van 6 cijfers')
    .fill(await readCode(learnerContext.request, learner.email));
  await page.getByLabel('Nieuw wachtwoord').fill('Zonnebloem-Kompas-31');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Hoi Veilig!' })).toBeVisible();
  await learnerContext.close();
  await adminPage.context().close();
});

// Issue 19 item 13: each part of the deployment with the spec's status text. The test server has
// no Redis, SMTP or Imi model: those say "not configured"; the database and storage work.
for (const language of ['nl', 'mc'] as const) {
  test(`a platform admin sees the status of every part of Leerloop (${language})`, async ({
    page,
  }) => {
    const admin = await createAccount(page.request, 'Status');
    await page.request.put('/api/users/me/settings', {
      headers: await apiHeaders(page.request),
      data: { langSelected: language },
    });
    makePlatformAdmin(admin.email);
    await page.context().clearCookies();
    await signInWithPassword(page, admin.email, admin.password);
    await page.goto('/dashboards/admin');
    await settled(page);
    const texts = readLocale(language, 'admin').status as {
      title: string;
      components: Record<string, string>;
      states: Record<string, string>;
    };
    const parts = page.getByRole('list', { name: texts.title });
    const part = (component: string) =>
      parts.getByRole('listitem').filter({ hasText: texts.components[component]! });
    await expect(part('database')).toContainText('SQLite is configured and working');
    await expect(part('database')).toContainText(texts.states.working!);
    await expect(part('storage')).toContainText('Local storage is configured and working');
    await expect(part('redis')).toContainText('Redis is not configured');
    await expect(part('mail')).toContainText('SMTP is not configured');
    await expect(part('imi')).toContainText('OpenAI-compatible model is not configured');
    await expect(part('imi')).toContainText(texts.states['not-configured']!);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
