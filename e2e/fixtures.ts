import { solveCaptcha } from '@leerloop/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';

export { expect };

const DATA_DIR = join(import.meta.dirname, '..', 'data', 'e2e');
export const STRONG_PASSWORD = 'Fietsbel-Zonnig-42';
/** A birth year of someone past 16: no parent's consent is needed (issue 18). */
export const ADULT_BIRTH_YEAR = 2000;

type DemoAccounts = Record<'learner' | 'coach' | 'admin', { email: string; password: string }>;
const demoAccounts = () =>
  JSON.parse(readFileSync(join(DATA_DIR, 'demo-accounts.json'), 'utf8')) as DemoAccounts;

/** The demo learner the server seeded at start (printed in its log, kept in the data folder). */
export const demoLearner = () => demoAccounts().learner;
/** The demo organisation's coach (admin), seeded with it. */
export const demoCoach = () => demoAccounts().coach;
/** The platform's own admin (no organisation): the AI test page. */
export const demoAdmin = () => demoAccounts().admin;
export const DEMO_ACCESS_CODE = 'LEERLOOP';

/** The API headers of the signed-in user of this request context (as the web app sends them). */
export async function apiHeaders(request: APIRequestContext) {
  const { token } = (await (await request.get('/api/auth/token')).json()) as { token: string };
  const session = (await (await request.get('/api/auth/get-session')).json()) as {
    user: { id: string };
  };
  return { authorization: `Bearer ${token}`, 'User-Id': session.user.id };
}

let counter = 0;
/** An address no other test uses. */
export const uniqueEmail = (label: string, domain = 'example.nl') =>
  `${asciiOnly(label)}-${process.pid}-${Date.now()}-${counter++}@${domain}`;

/** "eén" → "een": an address's own part in plain letters, as a sign-up form accepts it. */
const asciiOnly = (text: string) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

/** The newest mail to this address in the local outbox (waits for it to arrive). */
async function latestMail(request: APIRequestContext, email: string) {
  const url = `/dev/mail.json?to=${encodeURIComponent(email)}`;
  // A loaded machine can take a while to send it; waiting longer costs nothing when it is quick.
  await expect
    .poll(async () => ((await (await request.get(url)).json()) as unknown[]).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  const mails = (await (await request.get(url)).json()) as { textBody: string }[];
  return mails[0]!.textBody;
}

/** The newest code mailed to this address, read from the local outbox. */
export async function readCode(request: APIRequestContext, email: string) {
  const code = (await latestMail(request, email)).match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** The newest link mailed to this address (a sign-in link, an invitation). */
export async function readLink(request: APIRequestContext, email: string) {
  const link = (await latestMail(request, email)).match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}`);
  return link;
}

/** A Dutch mobile number no other test uses (the worker's id and a counter in its digits). */
export const uniquePhone = () =>
  `+316${String(process.pid % 100).padStart(2, '0')}${String((Date.now() + counter++) % 1_000_000).padStart(6, '0')}`;

/** The newest code texted to this number, read from the local SMS outbox (waits for it). */
export async function readTextedCode(request: APIRequestContext, number: string) {
  const url = `/dev/sms.json?to=${encodeURIComponent(number)}`;
  let text = '';
  await expect
    .poll(
      async () => {
        text = ((await (await request.get(url)).json()) as { text: string }[])[0]?.text ?? '';
        return text;
      },
      { timeout: 60_000 },
    )
    .toMatch(/\b\d{6}\b/);
  return text.match(/\b(\d{6})\b/)![1]!;
}

/**
 * Makes this account a platform admin in the test server's own database, as the demo seed makes
 * its admin (there is no way to do it in the app): for a platform admin with a language of its own,
 * so the shared demo admin's stays Dutch for the tests running beside.
 */
export function makePlatformAdmin(email: string) {
  const db = new Database(join(DATA_DIR, 'leerloop.sqlite'));
  try {
    db.prepare(`UPDATE user SET role = 'admin' WHERE email = ?`).run(email);
  } finally {
    db.close();
  }
}

/**
 * Moves this account's sign-ins (and checks of who it is) `minutes` into the past, in the test
 * server's own database: how a session looks after the learner left the tab open for a while.
 */
export function ageSignIns(email: string, minutes: number) {
  const db = new Database(join(DATA_DIR, 'leerloop.sqlite'));
  try {
    const then = new Date(Date.now() - minutes * 60_000).toISOString();
    const sessions = `SELECT s.id FROM session s JOIN user u ON u.id = s.user_id WHERE u.email = ?`;
    db.prepare(`UPDATE session SET created_at = ? WHERE id IN (${sessions})`).run(then, email);
    db.prepare(`UPDATE session_check SET checked_at = ? WHERE session_id IN (${sessions})`).run(
      then,
      email,
    );
  } finally {
    db.close();
  }
}

/**
 * Waits until the 1-second 'Laden...' screen after a location change has gone. It sits in the
 * layout's content area (decision 028): first the layout, lazily loaded, must be there.
 */
export async function settled(page: Page) {
  // A pre-rendered page shows before the app runs it (decision 039): wait for the app.
  await expect(page.locator('html[data-app="running"]')).toBeAttached();
  await expect(page.locator('main').first()).toBeAttached();
  await expect(page.getByTestId('location-loading')).toBeHidden();
}

/** Signs in through the form; a learner who has not finished onboarding lands there instead. */
export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
  landing = /\/dashboards$/,
) {
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(landing);
  await settled(page);
}

/** Clicks an item of the main menu: in the sidebar on wide screens, in the drawer on phones. */
export async function clickMenuItem(page: Page, name: string) {
  const opener = page.getByRole('button', { name: 'Menu openen' });
  if (await opener.isVisible()) await opener.click();
  await page.getByRole('button', { name }).click();
}

/**
 * A confirmed account of its own, made through the API as the web app would. Unless asked for
 * a brand-new learner (`onboarded: false`), it has finished onboarding, so it lands on the home
 * screen.
 */
export async function createAccount(
  request: APIRequestContext,
  firstName = 'Test',
  { onboarded = true, domain = 'example.nl', birthYear = ADULT_BIRTH_YEAR } = {},
) {
  const email = uniqueEmail(firstName.toLowerCase(), domain);
  const challenge = (await (await request.get('/api/captcha')).json()).data;
  const signedUp = await request.post('/api/auth/sign-up/email', {
    data: {
      captcha: await solveCaptcha(challenge),
      email,
      password: STRONG_PASSWORD,
      name: `${firstName} Persoon`,
      firstName,
      lastName: 'Persoon',
      birthYear,
    },
  });
  expect(signedUp.ok()).toBe(true);
  const verified = await request.post('/api/verify-otp', {
    data: { email, otp: await readCode(request, email), type: 'email-verification' },
  });
  expect(verified.ok()).toBe(true);
  // An account whose programme started, in no organisation (onboarding's own steps are tested
  // in onboarding.spec.ts, and finishing needs them: see takeOnboardingSteps).
  if (onboarded) await startProgramme(request, email);
  return { email, password: STRONG_PASSWORD, firstName };
}

/**
 * Onboarding's steps through the API as the app takes them (spec §2): an organisation's access
 * code when one is given (someone who joined otherwise, by a school's sign-in, needs none), a
 * choice for every theme, then finishing it.
 */
export async function takeOnboardingSteps(request: APIRequestContext, code?: string) {
  const headers = await apiHeaders(request);
  if (code)
    expect((await request.post('/api/check-user', { headers, data: { code } })).ok()).toBe(true);
  const themes = (await (await request.get('/api/themes', { headers })).json()).data.themes as {
    id: string;
  }[];
  const choices = themes.map(({ id }) => ({ id, choice: 'agree' }));
  expect((await request.post('/api/my-themes', { headers, data: { choices } })).ok()).toBe(true);
  expect((await request.post('/api/finish-onboarding', { headers })).ok()).toBe(true);
}

/**
 * Starts this account's programme in the test server's own database (or that of a spec's own
 * server), as finishing onboarding does: for a learner in no organisation, who could not finish
 * it in the app.
 */
export async function startProgramme(
  request: APIRequestContext,
  email: string,
  dataDir = DATA_DIR,
) {
  const db = new Database(join(dataDir, 'leerloop.sqlite'));
  try {
    db.prepare(
      'UPDATE user SET onboarding_finished_at = ? WHERE email = ? AND onboarding_finished_at IS NULL',
    ).run(new Date().toISOString(), email);
  } finally {
    db.close();
  }
  // A write from outside the server reaches its kept copies within a few seconds (decision 034),
  // as another instance's would: wait until the account's own reads show the programme started.
  const headers = await apiHeaders(request);
  await expect
    .poll(async () => {
      const me = await (await request.get('/api/users/me', { headers })).json();
      return (me as { data?: { onboardingFinishedAt?: string | null } }).data?.onboardingFinishedAt;
    })
    .toBeTruthy();
}

/** A fresh account of its own, signed in by confirming its address, on its "Mijn account" screen. */
export async function openNewAccount(page: Page, firstName: string) {
  const account = await createAccount(page.request, firstName);
  await openSignedIn(page);
  await page.getByRole('link', { name: 'Mijn account' }).click();
  await settled(page);
  return account;
}

/** On "Mijn account": a new number added and verified by its texted code (it is primary). */
export async function addVerifiedPhone(page: Page) {
  const number = uniquePhone();
  await page.getByRole('button', { name: 'Telefoonnummer toevoegen' }).click();
  const addPhone = page.getByRole('dialog', { name: 'Telefoonnummer toevoegen' });
  await addPhone.getByLabel('Nieuw telefoonnummer').fill(number);
  await addPhone.getByRole('button', { name: 'Stuur een code' }).click();
  const verifyPhone = page.getByRole('dialog', { name: 'Telefoonnummer bevestigen' });
  await verifyPhone
    .getByLabel('Code van 6 cijfers')
    .fill(await readTextedCode(page.request, number));
  await verifyPhone.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('list', { name: 'Telefoonnummers' })).toContainText('Primair');
  return number;
}

/**
 * A page with a fresh account of its own, on its home screen. Confirming the address signed the
 * account in (its cookie is the page's), so the form is not taken again: sign-in through the
 * form has tests of its own, and each test here is a few seconds quicker without it.
 */
export const test = base.extend<{ signedInPage: Page }>({
  signedInPage: async ({ page }, use) => {
    await createAccount(page.request);
    await openSignedIn(page);
    await use(page);
  },
});

/**
 * Opens the home screen of the account this page's cookie is signed in to, storing the user as
 * the app's sign-in does (spec §3: `userId`, `accessToken`, `userData`, `playerId`).
 */
export async function openSignedIn(page: Page) {
  const headers = await apiHeaders(page.request);
  const user = (await (await page.request.get('/api/users/me', { headers })).json()).data as {
    id: string;
  };
  await page.goto('/api/health');
  await page.evaluate(
    ({ user, token }) => {
      localStorage.setItem('userId', user.id);
      localStorage.setItem('accessToken', token);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('playerId', user.id);
    },
    { user, token: headers.authorization.slice('Bearer '.length) },
  );
  await page.goto('/dashboards');
  await expect(page).toHaveURL(/\/dashboards$/);
  await settled(page);
}

/** WCAG 2.1 A/AA problems axe rates serious or critical on the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  // Colours are judged once the page is still: a fading menu or a button turning enabled is
  // pale for a moment. Endless animations (spinners) are not waited for. Two frames first: a
  // change just made (the app taking over a pre-rendered page) starts its transition only when
  // the browser next works out the styles.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // axe.run in the page itself (legacy mode): the app has no frames, and the default (a run per
  // frame, finished in a new blank page with axe injected there too) took 450–550 ms a scan
  // where this takes about 200 (decision 056, "Later").
  // `options` replaces what `withTags` set, so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
}
