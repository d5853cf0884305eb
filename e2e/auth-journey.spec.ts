import {
  clickMenuItem,
  createAccount,
  DEMO_ACCESS_CODE,
  expect,
  readCode,
  settled,
  signInWithPassword,
  STRONG_PASSWORD,
  takeOnboardingSteps,
  test,
  uniqueEmail,
} from './fixtures';

test('register, confirm with the mailed code, sign out, sign in again', async ({ page }) => {
  const email = uniqueEmail('journey');
  const apiCalls: { url: string; authorization?: string; userId?: string }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      const headers = request.headers();
      apiCalls.push({
        url: request.url(),
        authorization: headers.authorization,
        userId: headers['user-id'],
      });
    }
  });

  await page.goto('/auth/register');
  await settled(page);
  await page.getByLabel('Voornaam').fill('Yasmina');
  await page.getByLabel('Achternaam').fill('El Amrani');
  await page.getByLabel('Geboortejaar').fill('2005');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STRONG_PASSWORD);
  await expect(
    page.getByText(/Sterkte van je wachtwoord: (sterk|heel sterk)/).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Account maken', exact: true }).click();

  await expect(page).toHaveURL(/\/auth\/verify-account\?email=/);
  await expect(
    page.getByText(`We hebben een code van 6 cijfers gestuurd naar ${email}`),
  ).toBeVisible();
  await page.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Bevestigen' }).click();

  // Inside: a new learner starts with onboarding, and spec §4's keys are in local storage.
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Welkom bij Leerloop!' })).toBeVisible();
  const stored = await page.evaluate(() => ({
    userId: localStorage.getItem('userId'),
    accessToken: localStorage.getItem('accessToken'),
    userData: JSON.parse(localStorage.getItem('userData') ?? 'null'),
  }));
  expect(stored.userId).toBeTruthy();
  expect(stored.accessToken?.split('.')).toHaveLength(3);
  expect(stored.userData).toMatchObject({
    id: stored.userId,
    email,
    firstName: 'Yasmina',
    lastName: 'El Amrani',
  });

  // Every API call (auth endpoints aside, which run on the session cookie) carries both headers.
  const protectedCalls = apiCalls.filter(
    (call) => !new URL(call.url).pathname.startsWith('/api/auth/'),
  );
  const meCall = protectedCalls.find((call) => call.url.endsWith('/api/users/me'));
  expect(meCall).toBeDefined();
  for (const call of protectedCalls.filter(
    (c) => apiCalls.indexOf(c) >= apiCalls.indexOf(meCall!),
  )) {
    expect(call.authorization, call.url).toBe(`Bearer ${stored.accessToken}`);
    expect(call.userId, call.url).toBe(stored.userId);
  }

  // Once onboarding is finished, the home screen.
  await takeOnboardingSteps(page.request, DEMO_ACCESS_CODE);
  await page.goto('/dashboards');
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Hoi Yasmina!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('playerId'))).toBe(stored.userId);

  await clickMenuItem(page, 'Uitloggen');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Leren dat voelt als een spel' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();

  await signInWithPassword(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Hoi Yasmina!' })).toBeVisible();
});

test('signs in with a one-time code from the e-mail', async ({ page }) => {
  const { email } = await createAccount(page.request, 'Ilias');
  await page.context().clearCookies();

  await page.goto('/auth/otp-code');
  await settled(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Stuur mij een code' }).click();
  await expect(page.getByText(`Als er een account bij ${email} hoort`)).toBeVisible();
  await page.getByLabel('Code van 6 cijfers').fill('000000');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('VOER EEN GELDIGE CODE IN, ALSTUBLIEFT');
  await page.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Hoi Ilias!' })).toBeVisible();
});

test('forgot password: a code, a new password, and signed in', async ({ page }) => {
  const { email } = await createAccount(page.request, 'Sara');
  await page.context().clearCookies();

  await page.goto('/auth/login');
  await settled(page);
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await settled(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Stuur een code' }).click();
  await expect(page).toHaveURL(/\/auth\/reset-password\?email=/);
  await settled(page);
  await page.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, email));
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('wachtwoord');
  await expect(page.getByText('Dit wachtwoord staat in een lijst')).toHaveCount(0);
  await expect(
    page
      .getByText(
        /Dit (is een van de meest gebruikte wachtwoorden|wachtwoord wordt)|gevonden in een datalek/,
      )
      .first(),
  ).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw-Paardenbloem-7');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('heading', { name: 'Hoi Sara!' })).toBeVisible();
});
