import type { Page } from '@playwright/test';
import { readLocale } from './content';
import { expect, readCode, settled, STRONG_PASSWORD, test, uniqueEmail } from './fixtures';
import { startOwnServer } from './own-server';
import { CHROMIUM_PATH, chromiumArgs } from './playwright.config';

// Issue 19 item 9. `npm start` logs "Server listening at http://127.0.0.1:3000" and "runs at
// http://localhost:3000"; with the embedded defaults (development) a newcomer signs up and in
// under either name. A page on an address the server does not know hears where Leerloop runs,
// not that it has no access. The shared test server runs NODE_ENV=test, which skips the
// origin check: this spec runs a Leerloop of its own on its defaults.
const port = Number(process.env.E2E_PORT ?? 3100) + 3;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe.configure({ mode: 'serial' });
/** A name the server does not know for itself, which this browser finds at the same machine. */
const UNKNOWN_HOST = 'leerloop.test';
test.use({
  // The outbox and every relative address: this spec's own server.
  baseURL: `http://localhost:${port}`,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...chromiumArgs, `--host-resolver-rules=MAP ${UNKNOWN_HOST} 127.0.0.1`],
  },
});
test.beforeAll(async () => {
  server = await startOwnServer(port);
});
test.afterAll(async () => server?.stop());

/** Signs up through the form at `origin`, confirms the mailed code, signs out, signs in again. */
async function signUpAndIn(page: Page, origin: string) {
  const email = uniqueEmail('loopback');
  await page.goto(`${origin}/auth/register`);
  await settled(page);
  await page.getByLabel('Voornaam').fill('Noor');
  await page.getByLabel('Achternaam').fill('Loopback');
  await page.getByLabel('Geboortejaar').fill('2005');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Account maken', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verify-account\?email=/);
  await page.getByLabel('Code van 6 cijfers').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page).toHaveURL(`${origin}/onboarding/step1`);
  await settled(page);

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await page.goto(`${origin}/auth/login`);
  await settled(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/onboarding/step1`);
}

for (const host of ['127.0.0.1', 'localhost']) {
  test(`signs up and in at http://${host} on the embedded defaults`, async ({ page }) => {
    await signUpAndIn(page, `http://${host}:${port}`);
  });
}

for (const language of ['nl', 'mc'] as const) {
  test(`a page on an unknown address is told where Leerloop runs (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => localStorage.setItem('langSelected', lang), language);
    const auth = readLocale(language, 'auth');
    // Opened under a name the server does not know (an old domain, a typo in a bookmark).
    await page.goto(`http://${UNKNOWN_HOST}:${port}/auth/login`);
    await settled(page);
    await page.getByLabel(auth.email, { exact: true }).fill('wie@example.nl');
    await page.getByLabel(auth.password, { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    const text = (readLocale(language, 'errors', true).WRONG_ORIGIN as string).replace(
      '{{appUrl}}',
      server.url,
    );
    await expect(page.getByRole('alert')).toHaveText(text);
  });
}
