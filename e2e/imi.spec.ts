import type { Page } from '@playwright/test';
import { readLocale, readWeekFiles, type Text, weekFolders } from './content';
import {
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
const locale = (language: 'nl' | 'mc') => readLocale(language, 'imi');

const cases = {
  nl: {
    question: 'Telt iets wat ik heel makkelijk vind ook als sterke kant?',
    source: moduleTitle('w1-sterke-kanten').nl,
    unknown: 'Wie won de Champions League vorig jaar?',
    unknownAnswer: /^Ik weet het niet/,
  },
  mc: {
    question: 'القيم ديالي كيتضاربو مع بعضياتهم، كيفاش نختار؟',
    source: moduleTitle('w1-waarden').mc,
    unknown: 'شكون ربح كاس العالم فالكورة؟',
    unknownAnswer: /^ماعرفتش/,
  },
};

async function askImi(page: Page, question: string, t: Record<string, string>) {
  await page.getByLabel(t.yourQuestion!).fill(question);
  await page.getByRole('button', { name: t.send }).click();
}

for (const language of ['nl', 'mc'] as const) {
  test(`a learner asks Imi, sees the answer stream in with its source, and stops one (${language})`, async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
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
    await expect(answer).not.toBeEmpty();
    const early = (await answer.innerText()).length;
    await expect(answer.getByRole('link', { name: c.source })).toBeVisible({ timeout: 20_000 });
    expect((await answer.innerText()).length).toBeGreaterThan(early);
    await expect(page.getByRole('button', { name: t.stop })).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Something the content cannot answer.
    await askImi(page, c.unknown, t);
    await expect(log.getByRole('article', { name: t.imi }).last()).toHaveText(c.unknownAnswer, {
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
