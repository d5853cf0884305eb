import type { Page } from '@playwright/test';
import {
  type ContentItem as Item,
  readLocale,
  readWeekFile,
  type Text,
  weekFolders,
} from './content';
import {
  createAccount,
  expect,
  seriousAxeViolations as axeSerious,
  settled,
  signInWithPassword,
  test,
} from './fixtures';

// The journey follows the real programme: it reads week 1 and 2 from content/ to know the texts
// and the right answers, and the labels from the locale files of each language.

const [week1Folder, week2Folder] = weekFolders;
const readYaml = (folder: string, name: string) => readWeekFile(folder, name);
const week1 = readYaml(week1Folder!, 'week');
const module1 = readYaml(week1Folder!, week1.modules[0]) as {
  id: string;
  title: Text;
  items: Item[];
  takeaways: Text[];
};
const week2Title = readYaml(week2Folder!, 'week').title as Text;
const week2Module = readYaml(week2Folder!, readYaml(week2Folder!, 'week').modules[0]) as {
  id: string;
  title: Text;
};
/** Every module of the programme, however many each week has. */
const moduleCount = weekFolders.reduce(
  (sum, folder) => sum + (readYaml(folder, 'week').modules as string[]).length,
  0,
);
const labels = (language: 'nl' | 'mc') => readLocale(language, 'modules');
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const questions = module1.items.filter((i) => i.type !== 'card');
// The first multiple-choice or true/false question is answered wrong on purpose.
const wrongOnPurpose = questions.find(
  (q) => q.type === 'multiple-choice' || q.type === 'true-false',
)!;

/** Puts the order question's steps in the right order with the move-up buttons. */
async function putInOrder(
  page: Page,
  item: Extract<Item, { type: 'order' }>,
  language: 'nl' | 'mc',
  t: Record<string, Record<string, string>>,
) {
  const target = item.steps.map((s) => s.text[language]);
  for (let position = 0; position < target.length; position++) {
    const current = await page.locator('ol li').allInnerTexts();
    const from = current.findIndex((text) => text.includes(target[position]!));
    for (let i = from; i > position; i--)
      await page
        .getByRole('button', { name: fill(t.loop!.moveUp!, { step: target[position]! }) })
        .click();
  }
}

/** A week opens at midnight, Amsterdam time; the moment reads as a date in either language. */
const opensAtMidnight = {
  nl: /(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \w+ om 00:00/,
  mc: /(الاثنين|الثلاثاء|الأربعاء|الخميس|الجمعة|السبت|الأحد) \d{1,2} \S+ مع 00:00/,
};

for (const language of ['nl', 'mc'] as const) {
  test(`a new learner works through week 1's first module (${language})`, async ({ page }) => {
    const t = labels(language);
    const account = await createAccount(page.request, 'Lerner');
    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password);
    await page.evaluate((lang) => localStorage.setItem('langSelected', lang), language);
    await page.reload();
    await settled(page);
    if (language === 'mc') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(
      page.getByRole('heading', {
        name: fill(t.home.currentWeek, { title: week1.title[language] }),
      }),
    ).toBeVisible();
    // This week's other activities, with their titles from the content.
    await expect(page.getByText(t.home.swipeDeck, { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: readYaml(week1Folder!, 'swipe-deck').title[language] }),
    ).toBeVisible();
    await expect(
      page.getByText(readYaml(week1Folder!, 'assignment').title[language], { exact: true }),
    ).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await page.getByRole('link', { name: `${t.open}: ${module1.title[language]}` }).click();
    await settled(page);

    for (const [index, item] of module1.items.entries()) {
      await expect(
        page.getByText(fill(t.loop.step, { current: index + 1, total: module1.items.length }), {
          exact: true,
        }),
      ).toBeVisible();
      if (index === 3) {
        // A reload mid-module resumes at the same item.
        await page.reload();
        await settled(page);
        await expect(
          page.getByText(fill(t.loop.step, { current: index + 1, total: module1.items.length }), {
            exact: true,
          }),
        ).toBeVisible();
      }
      if (item.type !== 'card') {
        const isWrong = item === wrongOnPurpose;
        if (item.type === 'multiple-choice') {
          const choice = isWrong
            ? item.options.find((o) => o.id !== item.correct)!
            : item.options.find((o) => o.id === item.correct)!;
          await page.getByRole('radio', { name: choice.text[language], exact: true }).check();
        } else if (item.type === 'true-false') {
          await page
            .getByRole('radio', {
              name: item.correct !== isWrong ? t.loop.true : t.loop.false,
              exact: true,
            })
            .check();
        } else {
          await putInOrder(page, item, language, t);
        }
        if (index === module1.items.findIndex((i) => i.type !== 'card'))
          expect(await axeSerious(page)).toEqual([]);
        await page.getByRole('button', { name: t.loop.check }).click();
        await expect(
          page.getByText(isWrong ? t.loop.incorrect : t.loop.correct, { exact: true }),
        ).toBeVisible();
        await expect(page.getByText(item.explanation[language], { exact: true })).toBeVisible();
      }
      const isLast = index === module1.items.length - 1;
      await page.getByRole('button', { name: isLast ? t.loop.finish : t.loop.next }).click();
    }

    await expect(page).toHaveURL(new RegExp(`/dashboards/games/module/${module1.id}/end$`));
    await settled(page);
    await expect(
      page.getByText(fill(t.end.score, { score: questions.length - 1, total: questions.length })),
    ).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await page.getByRole('link', { name: t.end.summary }).click();
    await settled(page);
    await expect(
      page.getByRole('heading', {
        name: fill(t.summary.title, { title: module1.title[language] }),
      }),
    ).toBeVisible();
    await expect(page.getByText(module1.takeaways[0]![language])).toBeVisible();

    // Week 2 is still closed, folded with the other locked weeks, with the moment it opens in
    // the learner's language (decision 031: Darija dates in Darija).
    await page.goto('/dashboards/games');
    await settled(page);
    await page
      .getByRole('button', {
        name: new RegExp(fill(t.games.locked_other, { count: weekFolders.length - 1 })),
      })
      .click();
    const week2 = page.getByRole('region', {
      name: fill(t.weekOf, { number: 2, title: week2Title[language] }),
    });
    await expect(week2).toContainText(week2Module.title[language]);
    await expect(week2).toContainText(opensAtMidnight[language]);
    expect(await axeSerious(page)).toEqual([]);

    // Opened by its address, a locked module shows the notice and its date, not its content.
    await page.goto(`/dashboards/games/module/${week2Module.id}`);
    await settled(page);
    await expect(page.getByText(t.lockedNotice)).toBeVisible();
    await expect(page.getByText(opensAtMidnight[language])).toBeVisible();

    // The programme is not finished yet: the end screen says how far the learner is.
    await page.goto('/dashboards/end');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.programmeEnd.notYet_one, { count: 1, total: moduleCount }),
    );
  });
}
