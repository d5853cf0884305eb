import type { Page } from '@playwright/test';
import {
  apiHeaders,
  expect,
  openNewAccount,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  takeOnboardingSteps,
  test,
} from './fixtures';

/** The school provider's own sign-in page (oidc-provider's development form), then its consent. */
async function signInAtSchool(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('anything');
  await page.locator('button[type=submit]').click();
  await page.locator('button[type=submit]').click();
}

/**
 * Onboarding done through the API (the school's sign-in joined its organisation: no code); the
 * app goes to its home screen, then "Mijn account".
 */
async function openAccountAfterOnboarding(page: Page) {
  await takeOnboardingSteps(page.request);
  const headers = await apiHeaders(page.request);
  // The app learns of the finished onboarding (profile sync): its frame leads to the dashboard.
  await page.getByRole('link', { name: 'Naar mijn dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await settled(page);
  return headers;
}

test("sign up through the school's OpenID provider and land in the app", async ({ page }) => {
  const login = `sanne-${process.pid}-${Date.now()}`;
  await page.goto('/auth/register');
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Account maken met De Wijkschool' }).click();

  await signInAtSchool(page, login);

  // Back in Leerloop, signed in as a new learner: onboarding comes first.
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await settled(page);
  const headers = await apiHeaders(page.request);
  const me = (await (await page.request.get('/api/users/me', { headers })).json()).data;
  expect(me).toMatchObject({
    email: `${login}@wijkschool.test`,
    firstName: 'Sanne',
    lastName: 'Wijkschool',
    hasPassword: false,
    ssoConnection: { id: 'wijkschool', name: 'De Wijkschool' },
  });

  // The school provides the name and the password: both are read-only here (spec §5).
  await openAccountAfterOnboarding(page);
  await expect(page.getByText('Je naam komt van De Wijkschool en pas je daar aan.')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await expect(page.getByText(/Je logt in via De Wijkschool/)).toBeVisible();
  await expect(page.getByLabel('Huidig wachtwoord')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The school's sign-in is this account's only way in: it cannot be unlinked.
  await page.getByRole('button', { name: 'De Wijkschool ontkoppelen' }).click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
    'You cannot delete your last identification.',
  );
});

test("a learner links the school's sign-in to their account, and unlinks it again", async ({
  page,
}) => {
  const account = await openNewAccount(page, 'Koppel');
  await page.getByRole('tab', { name: 'Beveiliging' }).click();
  await page.getByRole('button', { name: 'De Wijkschool koppelen' }).click();
  await signInAtSchool(page, `koppel-${process.pid}-${Date.now()}`);

  await expect(page).toHaveURL(/\/dashboards\/account\?tab=security$/);
  await settled(page);
  const school = page.getByRole('list', { name: 'Gekoppelde accounts' });
  await expect(school.getByText('Gekoppeld')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'De Wijkschool ontkoppelen' }).click();
  await expect(school.getByText('Gekoppeld')).toHaveCount(0);
  // The password still signs in.
  await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
  // Signed out first: a sign-out answered after the new sign-in would clear its cookie.
  await expect(page).toHaveURL(/\/$/);
  await signInWithPassword(page, account.email, account.password);
});

test('a school that gives no last name: it is asked once, then stays the learner’s own', async ({
  page,
}) => {
  const login = `zonder-${process.pid}-${Date.now()}`;
  await page.goto('/auth/register');
  await settled(page);
  await page.getByRole('button', { name: 'Account maken met De Wijkschool' }).click();
  await signInAtSchool(page, login);

  // Spec §2 "continue with missing fields": only what the school left out.
  await expect(page).toHaveURL(/\/auth\/register\/continue$/);
  await expect(page.getByRole('heading', { name: 'Bijna klaar' })).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Achternaam is verplicht')).toBeVisible();
  await page.getByLabel('Achternaam').fill('El Amrani');
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1$/);
  await settled(page);

  const headers = await openAccountAfterOnboarding(page);
  // The first name is the school's (shown, not a field); the last name is the learner's own.
  await expect(page.getByText('Je naam komt van De Wijkschool en pas je daar aan.')).toBeVisible();
  await expect(page.getByLabel('Voornaam')).toHaveCount(0);
  await expect(page.getByLabel('Achternaam')).toHaveValue('El Amrani');
  await page.getByLabel('Achternaam').fill('Amrani');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'opgeslagen' })).toBeVisible();
  const me = (await (await page.request.get('/api/users/me', { headers })).json()).data;
  expect(me).toMatchObject({
    firstName: 'Zonder',
    lastName: 'Amrani',
    providedFields: ['firstName'],
  });
});
