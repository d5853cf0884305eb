import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { readLocale } from './content';
import {
  apiHeaders,
  createAccount,
  expect,
  openSignedIn,
  seriousAxeViolations,
  settled,
  test,
} from './fixtures';

// Issue 24: the spaced review's card and screen, the reminders' and streak's switches, and the
// hint to install the app.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const modules = (language: 'nl' | 'mc') => readLocale(language, 'modules');
const settings = (language: 'nl' | 'mc') => readLocale(language, 'settings');

/** A module question answered through the API, then made due now in the server's database. */
async function oneQuestionDue(page: Page, email: string) {
  const headers = await apiHeaders(page.request);
  const list = (
    await (await page.request.get('/api/get-microlearning-modules', { headers })).json()
  ).data as { weeks: { modules: { id: string }[] }[] };
  const moduleId = list.weeks[0]!.modules[0]!.id;
  const content = (
    await (await page.request.get(`/api/get-microlearning-content/${moduleId}`, { headers })).json()
  ).data as {
    items: { id: string; type: string; options?: { id: string }[]; steps?: { id: string }[] }[];
  };
  const question = content.items.find((item) => item.type !== 'card')!;
  const answer =
    question.type === 'multiple-choice'
      ? question.options![0]!.id
      : question.type === 'true-false'
        ? true
        : question.steps!.map((step) => step.id);
  const answered = await page.request.post(`/api/microlearning-progress/${moduleId}/answers`, {
    headers,
    data: { itemId: question.id, answer },
  });
  expect(answered.ok()).toBe(true);
  const db = new Database(join(import.meta.dirname, '..', 'data', 'e2e', 'leerloop.sqlite'));
  try {
    db.prepare(
      `UPDATE spaced_review_card SET due_at = ?
       WHERE user_id = (SELECT id FROM user WHERE email = ?)`,
    ).run(new Date(Date.now() - 60_000).toISOString(), email);
  } finally {
    db.close();
  }
}

for (const language of ['nl', 'mc'] as const)
  test(`a question comes back on home, is answered in the review offline, and the card goes (${language})`, async ({
    page,
    context,
  }) => {
    const texts = modules(language);
    const account = await createAccount(page.request, 'Herhaling');
    await oneQuestionDue(page, account.email);
    if (language === 'mc') {
      const headers = await apiHeaders(page.request);
      await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
    }
    await openSignedIn(page);
    if (language === 'mc') {
      await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
      await page.reload();
      await settled(page);
    }
    const card = page.getByRole('region', { name: texts.spacedReview.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(texts.spacedReview.cardText_one);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card.getByRole('link', { name: texts.spacedReview.start }).click();
    await expect(page).toHaveURL(/\/dashboards\/herhaling$/);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'mc' ? 'rtl' : 'ltr');
    const radios = page.getByRole('radio');
    if (await radios.count()) await radios.first().check();
    // The connection drops: the answer waits on the device and the review goes on.
    await context.setOffline(true);
    await page.getByRole('button', { name: texts.loop.check }).click();
    await expect(
      page.getByRole('status').filter({ hasText: texts.loop.answerQueued }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: texts.loop.next }).click();
    await expect(
      page.getByRole('status').filter({ hasText: texts.spacedReview.doneQueued }),
    ).toBeVisible();

    // Back online, the answer is sent and moves the question on: nothing is due any more.
    await context.setOffline(false);
    const headers = await apiHeaders(page.request);
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/spaced-review', { headers })).json()).data.questions,
      )
      .toEqual([]);
    await page.getByRole('link', { name: texts.spacedReview.home }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await settled(page);
    await expect(page.getByRole('region', { name: texts.spacedReview.title })).toHaveCount(0);
  });

test('reminders and the week streak are switched on in Mijn account, in nl and mc', async ({
  page,
}) => {
  await createAccount(page.request, 'Ritme');
  await openSignedIn(page);
  for (const language of ['nl', 'mc'] as const) {
    const texts = settings(language).reminders;
    if (language === 'mc') {
      const headers = await apiHeaders(page.request);
      await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
      await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
    }
    await page.goto('/dashboards/account');
    await settled(page);
    const reminders = page.getByRole('switch', { name: texts.reminders });
    if (language === 'nl') {
      await expect(reminders).not.toBeChecked();
      await expect(page.getByRole('switch', { name: texts.reminderWeekOpen })).toHaveCount(0);
      await reminders.click();
      await expect(reminders).toBeChecked();
      await page.getByRole('switch', { name: settings('nl').rhythm.weekStreak }).click();
      await expect(
        page.getByRole('switch', { name: settings('nl').rhythm.weekStreak }),
      ).toBeChecked();
    }
    // On: each kind on its own switch; no service worker in this build: by e-mail.
    for (const kind of ['reminderWeekOpen', 'reminderAssignmentWaiting', 'reminderCoachReplied'])
      await expect(page.getByRole('switch', { name: texts[kind] })).toBeChecked();
    await expect(page.getByText(texts.push.unsupported)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test('on an iPhone the hint to install Leerloop shows its steps, in nl and mc, until dismissed', async ({
  browser,
}) => {
  // Safari on an iPhone, outside the installed app: the share menu's steps.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await createAccount(page.request, 'Iphone');
  await openSignedIn(page);
  for (const language of ['nl', 'mc'] as const) {
    const texts = readLocale(language, 'pwa').install;
    if (language === 'mc') {
      await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
      await page.reload();
      await settled(page);
    }
    const hint = page.getByRole('alert').filter({ hasText: texts.title });
    await expect(hint).toBeVisible();
    await expect(hint.getByRole('listitem')).toHaveText([
      texts.iphoneStep1,
      texts.iphoneStep2,
      texts.iphoneStep3,
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  // Dismissed, it stays away on this device.
  await page
    .getByRole('alert')
    .getByRole('button', { name: readLocale('mc', 'pwa').install.dismiss })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: readLocale('mc', 'pwa').install.title }),
  ).toHaveCount(0);
  await page.reload();
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: readLocale('mc', 'pwa').install.title }),
  ).toHaveCount(0);
  await context.close();
});
