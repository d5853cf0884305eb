import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readLocale, readWeekFile, readWeekFiles, type Text, weekFolders } from './content';
import {
  apiHeaders,
  createAccount,
  demoAdmin,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

// The questions and their sources come from the real programme and Imi's evaluation set.
const moduleTitle = (id: string) => {
  const item = readWeekFiles(weekFolders[0]!).find((data) => data.id === id) as
    { title: Text } | undefined;
  if (!item) throw new Error(`no item ${id} in week 1`);
  return item.title;
};
type Language = 'nl' | 'mc';
const locale = (language: Language) => readLocale(language, 'imi');

const cases = {
  nl: {
    question: 'Telt iets wat ik heel makkelijk vind ook als sterke kant?',
    source: moduleTitle('w1-sterke-kanten').nl,
    offTopic: 'Wat is de hoofdstad van Australië?',
    offTopicAnswer: /^Daar kan ik je niet mee helpen/,
  },
  mc: {
    question: 'شنو ندير ملي القيم ديالي كيتضاربو مع بعضياتهم؟',
    source: moduleTitle('w1-waarden').mc,
    offTopic: 'شنو هي العاصمة ديال أستراليا؟',
    offTopicAnswer: /^مانقدرش نعاون/,
  },
};

// Week 5's curated answer on working hours at 15, asked in a learner's own words.
const week5Folder = weekFolders[4]!;
const hoursAt15 = (
  readWeekFile(week5Folder, 'imi') as {
    answers: { id: string; source: string; answer: Text; more: { name: string; url: string } }[];
  }
).answers.find((entry) => entry.id === 'w5-imi-werken-15')!;
const week5Module = readWeekFiles(week5Folder).find((data) => data.id === hoursAt15.source) as {
  title: Text;
};
const laterWeekCases = {
  nl: {
    question: 'ik ben 15 hoeveel uur mag ik per week werken?',
    crisis: 'ik wil niet meer leven',
  },
  mc: {
    question: 'عندي 15 عام، شحال من ساعة نقدر نخدم فالسيمانة؟',
    crisis: 'بغيت نموت',
  },
};

/** The help card's lines: what each link must say and where it leads. */
const helpLinks = [
  { line: 'suicidePrevention', action: 'call', href: 'tel:08000113' },
  { line: 'suicidePrevention', action: 'chat', href: 'https://www.113.nl' },
  { line: 'childHelpline', action: 'call', href: 'tel:08000432' },
  { line: 'childHelpline', action: 'chat', href: 'https://www.kindertelefoon.nl' },
  { line: 'safeAtHome', action: 'call', href: 'tel:08002000' },
  { line: 'emergency', action: 'call', href: 'tel:112' },
] as const;
const phone = { width: 390, height: 844 };

async function askImi(page: Page, question: string, t: Record<string, string>) {
  await page.getByLabel(t.yourQuestion!).fill(question);
  await page.getByRole('button', { name: t.send }).click();
}

for (const language of ['nl', 'mc'] as const) {
  test(`a learner asks Imi, sees the answer stream in with its source, and stops one (${language})`, async ({
    signedInPage: page,
  }) => {
    const t = locale(language);
    const c = cases[language];
    if (language === 'mc') {
      // As in Settings: the language is saved in the profile, and Imi answers in it.
      const headers = await page.evaluate(() => ({
        authorization: `Bearer ${localStorage.getItem('accessToken')}`,
        'user-id': localStorage.getItem('userId') ?? '',
      }));
      await page.request.put('/api/users/me/settings', { headers, data: { langSelected: 'mc' } });
      await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
    }
    await page.goto('/dashboards/ai');
    await settled(page);
    await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing sticks out sideways (a long chat title, a long answer).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );

    // A slow line: Imi is still thinking before the first words arrive.
    let answerNow!: () => void;
    const held = new Promise<void>((resolve) => (answerNow = resolve));
    await page.route('**/api/chats', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await askImi(page, c.question, t);
    await expect(page.getByText(t.thinking)).toBeVisible();
    answerNow();

    // The answer grows while it streams (the stop button is there), then names its source.
    const log = page.getByRole('log');
    const answer = log.getByRole('article', { name: t.imi }).last();
    await expect(page.getByRole('button', { name: t.stop })).toBeVisible();
    // A fresh server's first message also builds Imi's indexes and crisis classifier.
    await expect(answer).not.toBeEmpty({ timeout: 30_000 });
    const early = (await answer.innerText()).length;
    await expect(answer.getByRole('link', { name: c.source })).toBeVisible({ timeout: 20_000 });
    expect((await answer.innerText()).length).toBeGreaterThan(early);
    await expect(page.getByRole('button', { name: t.stop })).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Something off-topic: Imi says what it can help with instead.
    await askImi(page, c.offTopic, t);
    await expect(log.getByRole('article', { name: t.imi }).last()).toHaveText(c.offTopicAnswer, {
      timeout: 20_000,
    });

    // Stop a reply half-way: it stays as far as it came, marked as stopped.
    await askImi(page, c.question, t);
    await expect(page.getByRole('button', { name: t.stop })).toBeVisible();
    await expect(log.getByRole('article', { name: t.imi })).toHaveCount(3);
    await page.getByRole('button', { name: t.stop }).click();
    await expect(log.getByText(t.stopped)).toBeVisible();
    await expect(page.getByRole('button', { name: t.send })).toBeVisible();

    // The chat is kept: after a reload it is all still there.
    await page.reload();
    await settled(page);
    await expect(page.getByRole('log').getByRole('article', { name: t.you })).toHaveCount(3);
    await expect(page.getByRole('log').getByText(t.stopped)).toBeVisible();
  });
}

/**
 * What reaches past either side of the screen. Right to left, what sticks out on the left is
 * cut off without a scroll bar, so the page's scroll width alone would not tell.
 */
const sticksOut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((element) => element.outerHTML.slice(0, 120)),
  );

/** Saves a language in the signed-in user's profile and applies it on this device. */
async function useLanguage(page: Page, language: Language) {
  await page.request.put('/api/users/me/settings', {
    headers: await apiHeaders(page.request),
    data: { langSelected: language },
  });
  await page.evaluate((value) => localStorage.setItem('langSelected', value), language);
}

/** A fresh account on a phone-sized page of its own (signed in for API calls only). */
async function phoneWithAccount(browser: Browser, firstName: string) {
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  return { page, account: await createAccount(page.request, firstName) };
}

/** Signs in through the form (the profile is read then: a coach's role too) in `language`. */
async function signIn(
  page: Page,
  account: { email: string; password: string },
  language: Language,
) {
  await page.context().clearCookies();
  await signInWithPassword(page, account.email, account.password);
  await useLanguage(page, language);
}

/** The link in the newest invitation mailed to this address (waits until it has arrived). */
async function invitationToken(request: APIRequestContext, email: string) {
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get(`/dev/mail.json?to=${encodeURIComponent(email)}`)
      ).json()) as { textBody: string }[];
      token =
        mails.map((m) => m.textBody.match(/\/auth\/invitation\/([\w-]+)/)?.[1]).find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The coach starts an organisation of their own and the learner joins it by the invitation. */
async function joinCoachOrganisation(coach: Page, learner: Page, learnerEmail: string) {
  const suffix = `${process.pid}-${Date.now() % 1_000_000}`;
  const created = await coach.request.post('/api/organizations', {
    headers: await apiHeaders(coach.request),
    data: { name: `Jongerenwerk ${suffix}`, slug: `jongerenwerk-${suffix}` },
  });
  expect(created.ok()).toBe(true);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const invited = await coach.request.post(`/api/organizations/${id}/invitations`, {
    headers: await apiHeaders(coach.request),
    data: { emails: [learnerEmail], role: 'member' },
  });
  expect(invited.ok()).toBe(true);
  const token = await invitationToken(learner.request, learnerEmail);
  const joined = await learner.request.post(`/api/invitations/${token}/accept`, {
    headers: await apiHeaders(learner.request),
  });
  expect(joined.ok()).toBe(true);
}

for (const language of ['nl', 'mc'] as const) {
  test(`a new learner on a phone asks about a later week, reads who sees what, gets the help lines after a crisis message, and the coach sees the flag (${language})`, async ({
    browser,
  }) => {
    const t = locale(language);
    const c = laterWeekCases[language];
    const { page: learner, account } = await phoneWithAccount(browser, 'Noor');
    const { page: coach, account: coachAccount } = await phoneWithAccount(browser, 'Coach');
    await joinCoachOrganisation(coach, learner, account.email);
    await signIn(learner, account, language);

    // Newly signed up: only week 1 is open.
    const programme = await learner.request.get('/api/get-microlearning-modules', {
      headers: await apiHeaders(learner.request),
    });
    const { weeks } = (
      (await programme.json()) as {
        data: { weeks: { number: number; isLocked: boolean }[] };
      }
    ).data;
    expect(weeks.filter((week) => !week.isLocked).map((week) => week.number)).toEqual([1]);

    // Imi's first screen says plainly what Imi is and what the coach sees, near the top.
    await learner.goto('/dashboards/ai');
    await settled(learner);
    const note = learner.getByRole('note');
    await expect(note).toHaveText(t.transparency);
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(phone.height);

    // A question from week 5, in a learner's words: the checked answer, its module and the
    // official page beside it.
    await askImi(learner, c.question, t);
    const log = learner.getByRole('log');
    const answer = log.getByRole('article', { name: t.imi }).last();
    const firstSentence = hoursAt15.answer[language].split(/(?<=[.:؛])\s/)[0]!;
    await expect(answer).toContainText(firstSentence, { timeout: 20_000 });
    const moduleLink = answer.getByRole('link', { name: week5Module.title[language] });
    await expect(moduleLink).toHaveAttribute(
      'href',
      `/dashboards/games/module/${hoursAt15.source}`,
    );
    const moreLink = answer.getByRole('link', {
      name: t.moreInfo.replace('{{name}}', hoursAt15.more.name),
    });
    await expect(moreLink).toHaveAttribute('href', hoursAt15.more.url);
    await expect(moreLink).toHaveAttribute('target', '_blank');
    await expect(moreLink).toHaveAttribute('rel', 'noopener noreferrer');

    // A crisis message: the fixed text with the help lines, and the card to call or chat.
    await askImi(learner, c.crisis, t);
    const crisisReply = log.getByRole('article', { name: t.imi }).last();
    await expect(crisisReply).toContainText('113 Zelfmoordpreventie');
    // The fixed help text comes from no lesson: no source under it.
    await expect(crisisReply.getByRole('link')).toHaveCount(0);
    const help = learner.getByRole('list', { name: t.help.title });
    await expect(help.getByRole('listitem')).toHaveCount(4);
    for (const { line, action, href } of helpLinks) {
      const link = help.getByRole('link', { name: t.help[line][action] });
      await expect(link).toHaveAttribute('href', href);
      if (action === 'chat') {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    }
    await expect(learner.getByRole('button', { name: t.send })).toBeVisible();
    expect(await sticksOut(learner)).toEqual([]);
    expect(await seriousAxeViolations(learner)).toEqual([]);
    // The card belongs to the saved reply, not only to the moment it arrived.
    await learner.reload();
    await settled(learner);
    await expect(learner.getByRole('list', { name: t.help.title })).toBeVisible();

    // The coach: a dot on the phone's menu button, the count on the review item, the flag on
    // the review screen; once seen, the badge is gone.
    const layout = readLocale(language, 'layout');
    const review = readLocale(language, 'review');
    const withCount = (text: string) => text.replace('{{count}}', '1');
    await signIn(coach, coachAccount, language);
    await coach.reload();
    await settled(coach);
    await coach.getByRole('button', { name: withCount(layout.nav.openWithFlags_one) }).click();
    const reviewItem = coach
      .getByRole('navigation', { name: layout.nav.label })
      .getByRole('link', { name: withCount(layout.nav.reviewWithFlags_one), exact: true });
    await expect(reviewItem).toContainText('1');
    await reviewItem.click();
    await settled(coach);
    const flag = coach.getByRole('alert').filter({ hasText: c.crisis });
    await expect(flag).toContainText(`Noor Persoon · ${review.flags.categories.suicide}`);
    expect(await seriousAxeViolations(coach)).toEqual([]);
    await flag.getByRole('button', { name: review.flags.seen }).click();
    await expect(coach.getByRole('button', { name: layout.nav.open, exact: true })).toBeVisible();

    await learner.context().close();
    await coach.context().close();
  });
}

test('/test-ai shows a platform admin the provider, timing and raw pieces; not a learner', async ({
  browser,
  signedInPage: learner,
}) => {
  const t = locale('nl');
  await learner.goto('/test-ai');
  await settled(learner);
  await expect(learner.getByText(t.test.onlyAdmins)).toBeVisible();

  const admin = demoAdmin();
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, admin.email, admin.password);
  await page.goto('/test-ai');
  await settled(page);
  await page.getByRole('button', { name: t.test.run }).click();
  const result = page.getByRole('region', { name: t.test.result });
  await expect(result.getByText('embedded', { exact: true })).toBeVisible();
  await expect(result.getByText('leerloop-embedded')).toBeVisible();
  await expect(result.getByText(/^\d+(\.\d)? ms$/).first()).toBeVisible();
  await expect(result.locator('pre')).toContainText(' ms  "');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.context().close();
});

for (const language of ['nl', 'mc'] as const)
  test(`earlier chats come ten at a time, with previous and next (${language})`, async ({
    signedInPage: page,
  }) => {
    const t = readLocale(language, 'common').pagination as Record<string, string>;
    const displaying = (from: number, to: number) =>
      t
        .displaying!.replace('{{from}}', `${from}`)
        .replace('{{to}}', `${to}`)
        .replace('{{total}}', '11');
    // Eleven earlier chats (off-topic questions: Imi answers them at once).
    const headers = await apiHeaders(page.request);
    for (let year = 1990; year <= 2000; year++)
      await page.request.post('/api/chats', {
        headers,
        data: { message: `Wie won het WK voetbal in ${year}?` },
      });
    await useLanguage(page, language);
    await page.goto('/dashboards/ai');
    await settled(page);

    const history = page.getByRole('navigation', {
      name: readLocale(language, 'imi').history as string,
    });
    await expect(history.getByRole('link')).toHaveCount(10);
    await expect(history.getByText(displaying(1, 10))).toBeVisible();
    await expect(history.getByRole('button', { name: t.previousPage })).toBeDisabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await history.getByRole('button', { name: t.nextPage }).click();
    await expect(history.getByText(displaying(11, 11))).toBeVisible();
    await expect(
      history.getByRole('link', { name: 'Wie won het WK voetbal in 1990?' }),
    ).toBeVisible();
    await history.getByRole('button', { name: t.previousPage }).click();
    await expect(history.getByText(displaying(1, 10))).toBeVisible();
    await expect(
      history.getByRole('link', { name: 'Wie won het WK voetbal in 1990?' }),
    ).toHaveCount(0);
  });
