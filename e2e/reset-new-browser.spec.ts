import { readLocale } from './content';
import { createAccount, expect, readCode, settled, startProgramme, test } from './fixtures';
import { startOwnServer } from './own-server';

// Issue 19 item 2. Spec §4: after a password reset the user is signed in. A browser the server
// has never seen asks an e-mailed code after a password (issue 8); the reset's code already
// proved the mailbox, so the reset signs in. The shared test server skips the new-browser check
// (NODE_ENV=test): this spec runs a Leerloop of its own on its defaults, where it is on.
const port = Number(process.env.E2E_PORT ?? 3100) + 4;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.describe.configure({ mode: 'serial' });
test.use({
  baseURL: `http://localhost:${port}`,
  // The account is made through the API, which (outside NODE_ENV=test) wants its own origin.
  extraHTTPHeaders: { Origin: `http://localhost:${port}` },
});
test.beforeAll(async () => {
  server = await startOwnServer(port);
});
test.afterAll(async () => server?.stop());

for (const language of ['nl', 'mc'] as const) {
  test(`a reset from a browser never seen signs in (${language})`, async ({ page }) => {
    // This server's database is its own: the account's programme is started there.
    const { email, firstName } = await createAccount(page.request, 'Sara', { onboarded: false });
    await startProgramme(page.request, email, server.dataDir);
    // Another browser: no cookies of the account's.
    await page.context().clearCookies();
    await page.addInitScript((lang) => localStorage.setItem('langSelected', lang), language);
    const auth = readLocale(language, 'auth');

    await page.goto('/auth/forgot-password');
    await settled(page);
    await page.getByLabel(auth.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: auth.forgot.submit }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password\?email=/);
    await settled(page);
    await page.getByLabel(auth.code).fill(await readCode(page.request, email));
    await page.getByLabel(auth.reset.newPassword, { exact: true }).fill('Nieuw-Paardenbloem-7');
    await page.getByRole('button', { name: auth.reset.submit }).click();

    await expect(page).toHaveURL(/\/dashboards$/);
    // Signed in, the app speaks the account's own language (Dutch, chosen at sign-up).
    await expect(page.getByRole('heading', { name: `Hoi ${firstName}!` })).toBeVisible();
  });
}
