import type { Browser, Page } from '@playwright/test';
import { readLocale, readWeekFile, type Text, weekFolders } from './content';
import { apiHeaders, createAccount, expect, seriousAxeViolations, settled, test } from './fixtures';

// Issue 20 (decision 029): a learner's home leads with the week's one next step, the games page
// holds the swipe game and folds the locked weeks, and a coach lands on a home of their own.
type Language = 'nl' | 'mc';
const phone = { width: 390, height: 844 };
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const week1Folder = weekFolders[0]!;
const week1 = readWeekFile(week1Folder, 'week') as { title: Text; modules: string[] };
const firstModule = readWeekFile(week1Folder, week1.modules[0]!) as { id: string; title: Text };
const deck = readWeekFile(week1Folder, 'swipe-deck') as { id: string; title: Text };
const assignment = readWeekFile(week1Folder, 'assignment') as {
  id: string;
  title: Text;
  tasks: { id: string }[];
};
const week2Folder = weekFolders[1]!;
const week2Module = readWeekFile(
  week2Folder,
  (readWeekFile(week2Folder, 'week') as { modules: string[] }).modules[0]!,
) as { title: Text };
/** Week 1's steps: its modules, the swipe deck, the assignment and the story chapter. */
const week1Steps = week1.modules.length + 3;

/** A phone-sized touch page of its own, for a fresh account (signed in for API calls only). */
async function phoneWithAccount(browser: Browser, firstName: string, onboarded = true) {
  const context = await browser.newContext({ viewport: phone, hasTouch: true });
  const page = await context.newPage();
  return { page, account: await createAccount(page.request, firstName, { onboarded }) };
}

/**
 * Signs in through the form, then opens the app afresh at /dashboards in `language` (saved in
 * the profile): the first screen after a sign-in, as a returning user sees it.
 */
async function signIn(page: Page, account: { email: string; password: string }, lang: Language) {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('button', { name: /Persoon/ })).toBeVisible();
  await page.request.put('/api/users/me/settings', {
    headers: await apiHeaders(page.request),
    data: { langSelected: lang },
  });
  await page.evaluate((value) => localStorage.setItem('langSelected', value), lang);
  await page.goto('/dashboards');
  await settled(page);
  if (lang === 'mc') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** What the content security policy refused in the page's current document, from its start. */
async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { cspViolations: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Whether the element is inside the first screen, without scrolling. */
async function expectInFirstScreen(page: Page, locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
}

for (const lang of ['nl', 'mc'] as const) {
  test(`a learner's home leads with the next step, and games holds the swipe deck (${lang})`, async ({
    browser,
  }) => {
    const t = readLocale(lang, 'modules');
    const brainfood = readLocale(lang, 'brainfood');
    const notices = readLocale(lang, 'assignments');
    const { page, account } = await phoneWithAccount(browser, 'Sara');
    const cspViolations = await watchCspViolations(page);
    await signIn(page, account, lang);

    // The first screen: what is new, then the one next step with its button in view.
    const next = page.getByRole('region', { name: t.next.label });
    await expect(next).toBeVisible();
    await expect(next).toContainText(firstModule.title[lang]);
    const start = next.getByRole('link', {
      name: `${t.next.startModule}: ${firstModule.title[lang]}`,
    });
    await expectInFirstScreen(page, start);
    const notice = page.getByText(
      fill(notices.notice.assignment, { week: 1, title: assignment.title[lang] }),
    );
    await expect(notice).toBeVisible();
    // The week's ring, in words for a screen reader.
    const ring = next.getByRole('progressbar', { name: fill(t.next.ringLabel, { number: 1 }) });
    await expect(ring).toHaveAttribute(
      'aria-valuetext',
      fill(t.next.ringValue, { done: 0, total: week1Steps }),
    );
    // The rest of the week below; the Brainfood tile counts what Brainfood shows for week 1.
    await expect(
      page.getByRole('heading', { name: fill(t.home.currentWeek, { title: week1.title[lang] }) }),
    ).toBeVisible();
    const tips = (
      await (
        await page.request.get('/api/vauld?week=1&limit=1', {
          headers: await apiHeaders(page.request),
        })
      ).json()
    ).data.page.total as number;
    await expect(
      page.getByRole('link', {
        name: fill(tips === 1 ? brainfood.tile.items_one : brainfood.tile.items_other, {
          count: tips,
        }),
      }),
    ).toBeVisible();
    expect(await overflows(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Nothing on the home asks for what the content security policy forbids (zod's eval probe
    // did, on every start).
    expect(await cspViolations()).toEqual([]);

    // The button opens the module; the assignment notice stays on home.
    await start.click();
    await expect(page).toHaveURL(new RegExp(`/dashboards/games/module/${firstModule.id}$`));
    await settled(page);
    await expect(page.getByRole('button', { name: t.loop.next })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // Games: the week's swipe deck beside its modules, the locked weeks folded into one part.
    await page.goto('/dashboards/games');
    await settled(page);
    const play = page
      .getByRole('article', { name: deck.title[lang] })
      .getByRole('link', { name: `${t.games.play}: ${deck.title[lang]}` });
    await expect(play).toHaveAttribute('href', `/dashboards/tinderGame/${deck.id}`);
    const fold = page.getByRole('button', {
      name: new RegExp(fill(t.games.locked_other, { count: weekFolders.length - 1 })),
    });
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(week2Module.title[lang])).toBeHidden();
    expect(await overflows(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Unfolded by keyboard: each locked week with when it opens and what it brings.
    await fold.focus();
    await page.keyboard.press('Enter');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(week2Module.title[lang], { exact: false })).toBeVisible();
    expect(await overflows(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The deck's card leads to the game.
    await play.click();
    await expect(page).toHaveURL(new RegExp(`/dashboards/tinderGame/${deck.id}$`));
    await page.context().close();
  });

  test(`a returning phone starts its home with the styles it made before, unchanged (${lang})`, async ({
    browser,
  }) => {
    const t = readLocale(lang, 'dashboard');
    const { page, account } = await phoneWithAccount(browser, 'Noor');
    await signIn(page, account, lang);
    // The ask-Imi card renders last (decision 065): the home is whole.
    const askImi = page.getByRole('link', { name: t.ask });
    await expect(askImi).toBeVisible();
    const before = await page.screenshot({ fullPage: true, animations: 'disabled' });

    // Leaving the page saves the styles it compiled (decision 070); the next start puts them in
    // the page as they were, and Emotion compiles none of them again. A style the first start
    // never needed is compiled as usual: on a busy machine a read can still be out when its
    // part renders, and its spinner shows for a moment.
    await page.reload();
    await settled(page);
    await expect(askImi).toBeVisible();
    const key = lang === 'mc' ? 'muirtl' : 'mui';
    const kept = page.locator(`style[data-emotion^="${key} "]`);
    await expect(kept).toHaveCount(1);
    const restored = new Set((await kept.getAttribute('data-emotion'))!.split(' ').slice(1));
    // The home's MUI styles (the layout, the notices, the sidebar's; its first parts draw plain
    // elements with static CSS, decision 074): thirty to fifty, not a handful.
    expect(restored.size).toBeGreaterThan(20);
    const compiledNow = await page.evaluate((key) => {
      const rules = [...document.querySelectorAll(`style[data-emotion="${key}"]`)].flatMap(
        (style) => [...(style as HTMLStyleElement).sheet!.cssRules].map((rule) => rule.cssText),
      );
      const names = rules.flatMap((rule) =>
        [...rule.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g'))].map((match) => match[1]!),
      );
      return [...new Set(names)];
    }, key);
    expect(compiledNow.filter((name) => restored.has(name))).toEqual([]);
    expect(await page.screenshot({ fullPage: true, animations: 'disabled' })).toEqual(before);
    await page.context().close();
  });

  test(`a returning learner's home asks for each of its reads once (${lang})`, async ({
    browser,
  }) => {
    const t = readLocale(lang, 'dashboard');
    const { page, account } = await phoneWithAccount(browser, 'Sami');
    await signIn(page, account, lang);
    // Asked as the route loads, before the first render (decision 071); the screens that show
    // them take those answers instead of asking again.
    const reads = [
      'check-my-assignment',
      'review-responses',
      'spaced-review',
      'get-microlearning-modules',
      'vauld',
    ];
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.replace('/api/', '');
      if (reads.includes(name)) asked.push(name);
    });
    await page.reload();
    await settled(page);
    await expect(page.getByRole('link', { name: t.ask })).toBeVisible();
    expect(asked.sort()).toEqual([...reads].sort());
    await page.context().close();
  });

  test(`a coach lands on their own home: answers to review, Imi's flags, organisations (${lang})`, async ({
    browser,
  }) => {
    const review = readLocale(lang, 'review');
    const organisations = readLocale(lang, 'organisations');
    const modules = readLocale(lang, 'modules');
    const notices = readLocale(lang, 'assignments');
    // The coach runs an organisation and follows no programme; the learner joins by its code.
    const { page: coach, account: coachAccount } = await phoneWithAccount(browser, 'Coach', false);
    const { page: learner } = await phoneWithAccount(browser, 'Lina');
    const suffix = `${process.pid}-${Date.now() % 1_000_000}`;
    const name = `Buurthuis ${suffix}`;
    const created = await coach.request.post('/api/organizations', {
      headers: await apiHeaders(coach.request),
      data: { name, slug: `buurthuis-${suffix}` },
    });
    expect(created.ok()).toBe(true);
    const org = (await created.json()).data as { id: string; accessCode: string };
    const learnerHeaders = await apiHeaders(learner.request);
    expect(
      (
        await learner.request.post('/api/check-user', {
          headers: learnerHeaders,
          data: { code: org.accessCode },
        })
      ).ok(),
    ).toBe(true);
    // An answer to review, and a message to Imi that the coach must see.
    const answered = await learner.request.post('/api/upload-text', {
      headers: learnerHeaders,
      data: {
        assignmentId: assignment.id,
        taskId: assignment.tasks[0]!.id,
        text: 'Mijn zus zegt dat ik goed kan luisteren.',
      },
    });
    expect(answered.ok()).toBe(true);
    const answerId = (await answered.json()).data.id as string;
    const crisis = await learner.request.post('/api/chats', {
      headers: learnerHeaders,
      data: { message: 'ik wil niet meer leven' },
    });
    expect(crisis.ok()).toBe(true);

    await signIn(coach, coachAccount, lang);
    await expect(coach).toHaveURL(/\/dashboards$/);
    const toReview = coach.getByRole('region', { name: review.home.title });
    await expect(toReview.getByRole('status')).toHaveText(
      fill(review.home.waiting_one, { count: 1 }),
    );
    await expect(toReview.getByRole('link', { name: /Lina Persoon/ })).toHaveAttribute(
      'href',
      `/dashboards/review/${answerId}`,
    );
    await expectInFirstScreen(coach, toReview.getByRole('status'));
    const flags = coach.getByRole('region', { name: review.flags.title });
    await expect(flags.getByRole('status')).toHaveText(
      fill(review.home.newFlags_one, { count: 1 }),
    );
    await expect(flags).toContainText(`Lina Persoon · ${review.flags.categories.suicide}`);
    const mine = coach.getByRole('region', { name: organisations.mine });
    await expect(
      mine.getByRole('link', { name: fill(organisations.open, { name }) }),
    ).toHaveAttribute('href', `/dashboards/organizations/${org.id}`);
    // Nothing of a learner's: no next step, no week, no assignment notice.
    await expect(coach.getByRole('region', { name: modules.next.label })).toHaveCount(0);
    await expect(coach.getByText(notices.notice.open, { exact: true })).toHaveCount(0);
    expect(await overflows(coach)).toBe(false);
    expect(await seriousAxeViolations(coach)).toEqual([]);

    // The review screen carries no learner's banner either.
    await toReview.getByRole('link', { name: review.home.open }).click();
    await expect(coach).toHaveURL(/\/dashboards\/review$/);
    await settled(coach);
    await expect(coach.getByRole('heading', { name: review.title, level: 1 })).toBeVisible();
    await expect(coach.getByText(notices.notice.open, { exact: true })).toHaveCount(0);

    await coach.context().close();
    await learner.context().close();
  });
}
