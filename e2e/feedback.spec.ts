import type { Browser, Locator, Page } from '@playwright/test';
import {
  type ContentItem as Item,
  readLocale,
  readWeekFile,
  type Text,
  weekFolders,
} from './content';
import {
  apiHeaders,
  createAccount,
  DEMO_ACCESS_CODE,
  expect,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

// Issue 20 on a phone: feedback and the next action where the eye is, right and wrong marked
// and said, a celebration at the end. The texts come from the locales, the answers from content/.

const week1 = readWeekFile(weekFolders[0]!, 'week') as { modules: string[] };
const module1 = readWeekFile(weekFolders[0]!, week1.modules[0]!) as { id: string; items: Item[] };
const deck = readWeekFile(weekFolders[0]!, 'swipe-deck') as {
  id: string;
  cards: { statement: Text; explanation: Text }[];
};
const themeCount = weekFolders.length;
const questions = module1.items.filter((item) => item.type !== 'card');
// The first question is answered wrong on purpose (a multiple-choice one in week 1).
const wrongOnPurpose = questions[0] as Extract<Item, { type: 'multiple-choice' }>;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true };
// Spec §9's colours, as the browser reports them.
const GREEN = 'rgb(87, 202, 34)';
const RED = 'rgb(255, 25, 67)';

async function phone(browser: Browser, language: 'nl' | 'mc', onboarded: boolean) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const account = await createAccount(page.request, 'Feest', { onboarded });
  await page.context().clearCookies();
  await signInWithPassword(
    page,
    account.email,
    account.password,
    onboarded ? /\/dashboards$/ : /\/onboarding\/step1$/,
  );
  // The language as the settings save it: on this device and in the profile.
  const saved = await page.request.put('/api/users/me/settings', {
    headers: await apiHeaders(page.request),
    data: { langSelected: language },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
  await page.reload();
  await settled(page);
  return page;
}

/** Wholly on the screen, and the page is not wider than it. */
async function expectInView(page: Page, locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

for (const language of ['nl', 'mc'] as const) {
  test(`onboarding, the tutorial and a swipe keep the action and the feedback in view (${language})`, async ({
    browser,
  }) => {
    // Three screens with axe scans on a phone: long on a busy machine.
    const t = readLocale(language, 'onboarding');
    const s = readLocale(language, 'swipe');
    const page = await phone(browser, language, false);
    await page.getByLabel(t.code.label).fill(DEMO_ACCESS_CODE);
    await page.getByRole('button', { name: t.code.submit }).click();
    await expect(page).toHaveURL(/\/onboarding\/step2$/);
    await settled(page);

    // "Belangrijk" shows without scrolling, and the arrow keys work without tabbing first.
    const progress = (n: number) =>
      page.getByText(fill(t.themes.progress, { number: n, total: themeCount }));
    await expect(progress(1)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInView(page, page.getByRole('button', { name: t.themes.important, exact: true }));
    await page.keyboard.press('ArrowRight');
    await expect(progress(2)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(progress(3)).toBeVisible();

    // A reload before saving keeps the choices made so far.
    await page.reload();
    await settled(page);
    await expect(progress(3)).toBeVisible();
    for (let n = 3; n <= themeCount; n++) {
      await expect(progress(n)).toBeVisible();
      await page.keyboard.press('ArrowRight');
    }
    await expect(page.getByRole('heading', { name: t.themes.wellDone })).toBeVisible();
    await page.getByRole('button', { name: t.themes.continue }).click();
    await expect(page).toHaveURL(/\/onboarding\/step3$/);
    await settled(page);
    const themes = (await (
      await page.request.get('/api/themes', { headers: await apiHeaders(page.request) })
    ).json()) as { data: { choices: Record<string, string> } };
    expect(Object.values(themes.data.choices).filter((c) => c === 'disagree')).toHaveLength(1);
    await page.getByRole('button', { name: t.reward.start }).click();
    await expect(page).toHaveURL(/\/dashboards$/);
    await settled(page);

    // The tutorial's start button shows without scrolling.
    await page.goto(`/dashboards/tinderGame/${deck.id}`);
    await settled(page);
    await expect(page.getByRole('heading', { name: s.tutorial.title })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const start = page.getByRole('button', { name: s.tutorial.start });
    await expectInView(page, start);
    await start.tap();

    // A tap on "Eens": the card's explanation takes its place, inside the screen, with the way on.
    await page.getByRole('button', { name: s.agree, exact: true }).tap();
    const feedback = page.getByRole('region', { name: s.feedbackLabel });
    await expect(feedback).toContainText(deck.cards[0]!.explanation[language]);
    await expectInView(page, feedback);
    const next = feedback.getByRole('button', { name: s.next });
    await expect(next).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: deck.cards[0]!.explanation[language] }),
    ).toHaveCount(1);
    await expectAxeClean(page);
    await next.tap();
    await expect(page.locator(`[aria-roledescription="${s.card}"]`)).toContainText(
      deck.cards[1]!.statement[language],
    );
    await page.context().close();
  });

  test(`a module's answers are marked, said and in view; its end celebrates (${language})`, async ({
    browser,
  }) => {
    const t = readLocale(language, 'modules');
    const page = await phone(browser, language, true);
    await page.goto(`/dashboards/games/module/${module1.id}`);
    await settled(page);
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });

    for (const [index, item] of module1.items.entries()) {
      await expect(
        page.getByText(fill(t.loop.step, { current: index + 1, total: module1.items.length }), {
          exact: true,
        }),
      ).toBeVisible();
      const isLast = index === module1.items.length - 1;
      const next = page.getByRole('button', { name: isLast ? t.loop.finish : t.loop.next });
      if (item.type !== 'card') {
        const isWrong = item === wrongOnPurpose;
        if (item.type === 'multiple-choice') {
          const option = item.options.find((o) => (o.id === item.correct) !== isWrong)!;
          await page.getByRole('radio', { name: option.text[language], exact: true }).check();
        } else if (item.type === 'true-false') {
          await page
            .getByRole('radio', { name: item.correct ? t.loop.true : t.loop.false, exact: true })
            .check();
        } else {
          const target = item.steps.map((step) => step.text[language]);
          for (let position = 0; position < target.length; position++) {
            const current = await page.locator('ol li').allInnerTexts();
            const from = current.findIndex((text) => text.includes(target[position]!));
            for (let i = from; i > position; i--)
              await page
                .getByRole('button', { name: fill(t.loop.moveUp, { step: target[position]! }) })
                .click();
          }
        }
        await page.getByRole('button', { name: t.loop.check }).click();

        // The feedback and the way on are on the screen, the keyboard on "Verder".
        const verdict = page.getByText(isWrong ? t.loop.incorrect : t.loop.correct, {
          exact: true,
        });
        await expectInView(page, verdict);
        await expectInView(page, page.getByText(item.explanation[language], { exact: true }));
        await expectInView(page, next);
        await expect(next).toBeFocused();

        if (isWrong) {
          // The wrong choice red, the right one green, each with its word; and said so.
          const chosen = item.options.find((o) => o.id !== item.correct)!;
          const right = item.options.find((o) => o.id === item.correct)!;
          const chosenLabel = page.locator('label').filter({ hasText: chosen.text[language] });
          const rightLabel = page.locator('label').filter({ hasText: right.text[language] });
          await expect(chosenLabel).toContainText(t.loop.wrongChoice);
          await expect(chosenLabel).toHaveCSS('border-color', RED);
          await expect(rightLabel).toContainText(t.loop.rightOption);
          await expect(rightLabel).toHaveCSS('border-color', GREEN);
          await expect(said(t.loop.incorrect)).toContainText(
            fill(t.loop.rightAnswer, { answer: right.text[language] }),
          );
          await expectAxeClean(page);
        } else {
          await expect(said(t.loop.correct)).toContainText(item.explanation[language]);
        }
        // Three right in a row after the wrong one: kind words, on screen and said.
        if (item === questions[3]) {
          await expect(page.getByText(t.loop.streak.three[0], { exact: true })).toBeVisible();
          await expect(said(t.loop.streak.three[0])).toContainText(t.loop.correct);
        }
      }
      await next.click();
    }

    await expect(page).toHaveURL(new RegExp(`/dashboards/games/module/${module1.id}/end$`));
    await expect(page.getByRole('heading', { name: t.end.title })).toBeVisible();
    await expect(page.getByTestId('celebration')).toBeVisible();
    await expectAxeClean(page);
    await page.context().close();
  });
}

test('with reduced motion a finished module ends without confetti', async ({ browser }) => {
  const t = readLocale('nl', 'modules');
  const page = await phone(browser, 'nl', true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every question answered and the last item reached through the API, as the loop does it.
  const headers = await apiHeaders(page.request);
  const progress = `/api/microlearning-progress/${module1.id}`;
  for (const item of questions) {
    const answer =
      item.type === 'multiple-choice' || item.type === 'true-false'
        ? item.correct
        : item.steps.map((step) => step.id);
    const answered = await page.request.post(`${progress}/answers`, {
      headers,
      data: { itemId: item.id, answer },
    });
    expect(answered.ok()).toBe(true);
  }
  const position = module1.items.length - 1;
  expect((await page.request.put(progress, { headers, data: { position } })).ok()).toBe(true);

  await page.goto(`/dashboards/games/module/${module1.id}`);
  await settled(page);
  await page.getByRole('button', { name: t.loop.finish }).click();
  await expect(page.getByRole('heading', { name: t.end.title })).toBeVisible();
  await expect(
    page.getByText(fill(t.end.score, { score: questions.length, total: questions.length })),
  ).toBeVisible();
  await expect(page.getByTestId('celebration')).toHaveCount(0);
  await page.context().close();
});
