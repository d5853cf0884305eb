import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { readLocale } from './content';
import {
  apiHeaders,
  createAccount,
  DEMO_ACCESS_CODE,
  demoCoach,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

// Issue 20 item 5: the learner hears that their coach responded — on home, in the menu, by mail.
const phone: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};
const FEEDBACK = 'Mooi begin! Vertel ook wat je thuis doet.';

/** A learner of the demo organisation, signed in in a browser of their own. */
async function learnerPage(
  browser: Browser,
  firstName: string,
  { language = 'nl', device = {} }: { language?: 'nl' | 'mc'; device?: BrowserContextOptions },
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  const account = await createAccount(page.request, firstName);
  await context.clearCookies();
  await signInWithPassword(page, account.email, account.password);
  const headers = await apiHeaders(page.request);
  const joined = await page.request.post('/api/check-user', {
    headers,
    data: { code: DEMO_ACCESS_CODE },
  });
  expect(joined.ok()).toBe(true);
  if (language === 'mc') {
    // As if chosen in Settings: saved in the profile (the mail's language), applied here.
    await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
    await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
    await page.reload();
    await settled(page);
  }
  return { page, email: account.email };
}

/** The demo coach's browser. Their language may be either (another spec switches it a while). */
async function coachPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const coach = demoCoach();
  await signInWithPassword(page, coach.email, coach.password);
  return page;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the review screen in either language. */
const review = (key: string) => {
  const [nl, mc] = (['nl', 'mc'] as const).map((language) =>
    key.split('.').reduce((texts, part) => texts[part], readLocale(language, 'review')),
  );
  return new RegExp(`^(${escape(nl)}|${escape(mc)})$`);
};

/** No sideways scrolling on this screen. */
async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('on a phone: the coach asks for changes, the learner is told on home, in the menu and by mail', async ({
  browser,
}) => {
  // Two browsers, a dozen screens and three axe scans: slow on a busy 2-core machine.
  const { page, email } = await learnerPage(browser, 'Yara', { device: phone });

  // Yara answers task 1 of week 1.
  await page.goto('/dashboards/assignments');
  await settled(page);
  const textTask = page.getByRole('region', { name: 'Taak 1' });
  await textTask.getByLabel('Jouw antwoord').fill('Ik ben goed in luisteren naar anderen.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/upload-text'));
  await textTask.getByRole('button', { name: 'Versturen' }).click();
  const answerId = ((await (await sent).json()) as { data: { id: string } }).data.id;
  await expect(textTask.getByText('Verstuurd', { exact: true })).toBeVisible();

  // Home, waiting: nothing from the coach yet, a plain menu.
  await page.goto('/dashboards');
  await settled(page);
  const menuButton = page.getByRole('button', { name: /^Menu openen/ });
  await expect(menuButton).toHaveAccessibleName('Menu openen');
  const notice = page.getByRole('status').filter({ hasText: 'Je coach heeft gereageerd' });
  await expect(notice).toHaveCount(0);

  // The demo coach asks for changes on the answer.
  const coach = await coachPage(browser);
  await coach.goto(`/dashboards/review/${answerId}`);
  await settled(coach);
  await coach.getByLabel(review('feedback')).fill(FEEDBACK);
  await coach.getByRole('button', { name: review('askChanges') }).click();
  await expect(coach.getByText(review('decided.needs-work'))).toBeVisible();

  // Yara's home, left open, says so at the top without a reload; the menu button has a dot.
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Je coach heeft gereageerd op week 1');
  await expect(notice).toContainText('Taak 1: je coach vraagt je iets aan te passen.');
  await expect(notice).toBeInViewport();
  await expect(notice).not.toContainText(FEEDBACK);
  await expect(menuButton).toHaveAccessibleName('Menu openen, 1 nieuwe reactie van je coach');
  // The week's assignment tile says what the coach said instead of "Bezig".
  await expect(page.getByText('Aanpassing gevraagd', { exact: true })).toBeVisible();
  await expect(page.getByText('Bezig', { exact: true })).toHaveCount(0);
  await expectNoOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The menu shows the count on "Mijn opdrachten".
  await menuButton.click();
  const assignmentsItem = page.getByRole('link', { name: /^Mijn opdrachten/ });
  await expect(assignmentsItem).toHaveAccessibleName(
    'Mijn opdrachten, 1 nieuwe reactie van je coach',
  );
  await expect(assignmentsItem).toContainText('1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // "Bekijk het" opens the answer: the status and the feedback, in view.
  await notice.getByRole('link', { name: 'Bekijk het' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboards/assignments\\?answer=${answerId}$`));
  await settled(page);
  const reviewed = page.getByRole('region', { name: 'Taak 1' });
  await expect(reviewed).toBeInViewport();
  await expect(reviewed.getByText('Aanpassing gevraagd', { exact: true })).toBeVisible();
  await expect(reviewed.getByText(FEEDBACK)).toBeVisible();
  await expectNoOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Seen: the badge and the dot go, and home is quiet again.
  await expect(menuButton).toHaveAccessibleName('Menu openen');
  await menuButton.click();
  await expect(page.getByRole('link', { name: /^Mijn opdrachten/ })).toHaveAccessibleName(
    'Mijn opdrachten',
  );
  await page.keyboard.press('Escape');
  await page.goto('/dashboards');
  await settled(page);
  await expect(page.getByText('Aanpassing gevraagd', { exact: true })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // One mail: that the coach responded, the link to the answer, not what either of them wrote.
  const mails = (await (
    await page.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string; textBody: string }[];
  const responseMails = mails.filter(
    (mail) => mail.subject === 'Je coach heeft gereageerd op je antwoord',
  );
  expect(responseMails).toHaveLength(1);
  const [mail] = responseMails;
  expect(mail!.textBody).toContain(`/dashboards/assignments?answer=${answerId}`);
  expect(mail!.textBody).not.toContain(FEEDBACK);
  expect(mail!.textBody).not.toContain('luisteren');
  // The mail's link opens the answer in the app.
  await page.goto(mail!.textBody.match(/https?:\/\/\S+/)![0]);
  await settled(page);
  await expect(page.getByRole('region', { name: 'Taak 1' })).toBeInViewport();
});

test('in Darija, with the mail turned off: the notice and the badge, right to left, and no mail', async ({
  browser,
}) => {
  const { page, email } = await learnerPage(browser, 'Zakaria', { language: 'mc' });
  const texts = readLocale('mc', 'assignments');
  const layout = readLocale('mc', 'layout');
  const settings = readLocale('mc', 'settings');

  // Zakaria turns the mail off on his account page.
  await page.goto('/dashboards/account');
  await settled(page);
  const mailSwitch = page.getByRole('switch', { name: settings.notifications.reviewResponseMail });
  await expect(mailSwitch).toBeChecked();
  await mailSwitch.click();
  await expect(mailSwitch).not.toBeChecked();
  await expect(mailSwitch).toBeEnabled();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.reload();
  await settled(page);
  await expect(mailSwitch).not.toBeChecked();

  const headers = await apiHeaders(page.request);
  const answered = await page.request.post('/api/upload-text', {
    headers,
    data: { assignmentId: 'w1-opdracht', taskId: 't1', text: 'أنا كنعرف نسمع مزيان.' },
  });
  expect(answered.ok()).toBe(true);
  const answerId = ((await answered.json()) as { data: { id: string } }).data.id;
  await page.goto('/dashboards');
  await settled(page);

  const coach = await coachPage(browser);
  await coach.goto(`/dashboards/review/${answerId}`);
  await settled(coach);
  await coach.getByRole('button', { name: review('approve') }).click();
  await expect(coach.getByText(review('decided.approved'))).toBeVisible();

  // Right to left, in Darija, without a reload; the badge on "my assignments" in the sidebar.
  const title = (texts.response.title as string).replace('{{week}}', '1');
  const notice = page.getByRole('status').filter({ hasText: title });
  await expect(notice).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const item = page.getByRole('link', { name: new RegExp(`^${escape(layout.nav.assignments)}`) });
  await expect(item).toHaveAccessibleName(
    (layout.nav.assignmentsWithResponses_one as string).replace('{{count}}', '1'),
  );
  expect(await seriousAxeViolations(page)).toEqual([]);

  await notice.getByRole('link', { name: texts.response.open }).click();
  await settled(page);
  await expect(item).toHaveAccessibleName(layout.nav.assignments);

  // Turned off: the app told him, the outbox has nothing from the coach.
  const mails = (await (
    await page.request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)
  ).json()) as { subject: string }[];
  expect(mails.map((mail) => mail.subject)).not.toContain('الكوتش ديالك ردّ على الجواب ديالك');
});
