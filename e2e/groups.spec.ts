import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { type ContentItem, readWeekFile, weekFolders } from './content';
import {
  apiHeaders,
  createAccount,
  demoAdmin,
  expect,
  openSignedIn,
  seriousAxeViolations,
  settled,
  signInWithPassword,
  takeOnboardingSteps,
  test,
} from './fixtures';

// Issue 23: an Admin makes a group, a learner joins with the group's own code and does a
// module, and the coach sees the learner's row change on the group overview and opens week 2
// early for that learner; a platform admin edits a card of week 2 in both languages and
// publishes it, and the learner sees it — on a phone.

const week1 = readWeekFile(weekFolders[0]!, 'week') as { modules: string[] };
const module1 = readWeekFile(weekFolders[0]!, week1.modules[0]!) as {
  id: string;
  title: { nl: string };
  items: ContentItem[];
};

const week2 = readWeekFile(weekFolders[1]!, 'week') as { id: string; modules: string[] };
// Week 2's last module: no other journey reads its cards.
const week2Module = readWeekFile(weekFolders[1]!, week2.modules.at(-1)!) as {
  id: string;
  title: { nl: string };
  items: { type: string; title?: { nl: string; mc: string } }[];
};
const card1 = week2Module.items[0]!;

/** A module done through the API as the learning loop does it: every question, then done. */
async function doModule(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const progress = `/api/microlearning-progress/${module1.id}`;
  for (const item of module1.items) {
    if (item.type === 'card') continue;
    const answer =
      item.type === 'multiple-choice'
        ? item.correct
        : item.type === 'true-false'
          ? item.correct
          : item.steps.map((step) => step.id);
    const answered = await request.post(`${progress}/answers`, {
      headers,
      data: { itemId: item.id, answer },
    });
    expect(answered.ok()).toBe(true);
  }
  expect((await request.post(`${progress}/complete`, { headers })).ok()).toBe(true);
}

async function expectAxeClean(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a group, its code, a module done, week 2 opened early; an edited card reaches the learner', async ({
  page,
  browser,
}) => {
  await createAccount(page.request, 'Coach');
  const tag = `${process.pid}-${Date.now() % 100_000}`;
  const created = await page.request.post('/api/organizations', {
    headers: await apiHeaders(page.request),
    data: { name: `Wijkschool ${tag}`, slug: `wijkschool-${tag}` },
  });
  expect(created.ok()).toBe(true);
  await openSignedIn(page);

  // The Admin makes the group from the groups screen, and lands on its overview.
  await page.goto('/dashboards/groups');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Groepen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen groepen.')).toBeVisible();
  await page.getByLabel('Naam van de groep').fill('Klas 3B');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Groep maken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Klas 3B' })).toBeVisible();
  await expect(page.getByText('Geen leerlingen gevonden.')).toBeVisible();
  const code = (await page.getByTestId('group-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  await expectAxeClean(page);

  // The learner joins with the group's code at onboarding, in a browser of their own.
  const learnerContext = await browser.newContext();
  const learner = await createAccount(learnerContext.request, 'Lotte', { onboarded: false });
  await takeOnboardingSteps(learnerContext.request, code);

  // Their row appears, nothing done yet.
  await page.reload();
  await settled(page);
  const row = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `${learner.firstName} Persoon` }),
  });
  await expect(row).toContainText('Week 1');
  await expect(row).toContainText(/Modules: 0 van \d+ klaar/);

  // The learner does week 1's first module; the open overview shows it within its poll.
  await doModule(learnerContext.request);
  await expect(row).toContainText(/Modules: 1 van \d+ klaar · Gemiddelde score: 100%/, {
    timeout: 60_000,
  });
  await expectAxeClean(page);

  // The charts: the module's score in the top band, read as a table.
  await page.reload();
  await settled(page);
  const scores = page.getByRole('region', { name: 'Scores per module' });
  const moduleRow = scores.getByRole('row', { name: new RegExp(`Week 1: ${module1.title.nl}`) });
  await expect(moduleRow.getByRole('cell')).toHaveText(['0', '0', '0', '1']);
  await expect(page.getByRole('region', { name: 'Activiteit' })).toBeVisible();
  await expectAxeClean(page);

  // The coach exports the overview: a CSV named after the group and the day.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Overzicht downloaden (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Klas_3B-overzicht-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe(
    '\uFEFFVoornaam;Achternaam;Week;Vroeg geopend tot week;Loopt achter;Modules klaar;Modules totaal;Gemiddelde score (%);Swipe-spellen klaar;Swipe-spellen totaal;Opdrachten open;Ingeleverd;Goedgekeurd;Aanpassen;Laatst actief;Imi-meldingen;Nieuwe Imi-meldingen',
  );
  expect(csv[1]).toMatch(
    new RegExp(
      `^${learner.firstName};Persoon;1;;nee;1;\\d+;100;0;\\d+;\\d+;0;0;0;[\\d-]+ [\\d:]+;0;0$`,
    ),
  );

  // The learner's own page, week by week.
  await row.getByRole('link', { name: `${learner.firstName} Persoon` }).click();
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Week voor week' })).toBeVisible();
  await expectAxeClean(page);

  // The coach opens week 2 early for this learner; the learner can open its modules.
  await page.getByRole('button', { name: 'Week 2 nu al openen' }).click();
  await expect(page.getByText('Week 2 is open voor deze leerling.')).toBeVisible();
  const learnerPage = await learnerContext.newPage();
  await openSignedIn(learnerPage);
  await learnerPage.goto(`/dashboards/games/module/${week2Module.id}`);
  await settled(learnerPage);
  const cardTitled = (name: string) =>
    expect(learnerPage.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await cardTitled(card1.title!.nl);

  // In Darija, right to left, the overview is as clean.
  await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
  await page.goBack();
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'المتعلمين' })).toBeVisible();
  await expectAxeClean(page);
  // Its export speaks Darija too.
  const downloadingInDarija = page.waitForEvent('download');
  await page.getByRole('link', { name: 'تحميل اللائحة (CSV)' }).click();
  const inDarija = readFileSync((await (await downloadingInDarija).path())!, 'utf8');
  expect(inDarija.split('\r\n')[0]).toMatch(/^\uFEFFالإسم;النسب;السيمانة;/);

  // A platform admin edits that card's title in Dutch and Darija, from the menu.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await adminContext.newPage();
  await signInWithPassword(adminPage, demoAdmin().email, demoAdmin().password);
  await adminPage.getByRole('button', { name: 'Menu openen' }).click();
  await adminPage.getByRole('link', { name: 'Programma bewerken' }).click();
  await settled(adminPage);
  await adminPage.getByRole('link', { name: week2Module.title.nl }).click();
  await settled(adminPage);
  const title = adminPage.getByRole('group', { name: 'Kaart 1 · Titel' });
  const darija = title.getByLabel('Darija');
  await expect(darija).toHaveAttribute('dir', 'rtl');
  await expect(darija).toHaveAttribute('lang', 'ar');
  await title.getByLabel('Nederlands').fill('Vanaf 18 zelf verzekerd');
  await darija.fill('من 18 عام التأمين عليك');
  await expect(adminPage.getByTestId('content-preview')).toContainText('Vanaf 18 zelf verzekerd');
  await adminPage.getByRole('button', { name: 'Concept opslaan' }).click();
  await expect(adminPage.getByText('Het concept is opgeslagen.')).toBeVisible();
  await expectAxeClean(adminPage);

  // The module's lists take new entries: focus moves into a new card, a screen reader hears it,
  // and the phone never scrolls sideways. Taken out again, the draft is as saved.
  await adminPage.getByRole('button', { name: 'Kaart toevoegen' }).click();
  await expect(adminPage.getByText(/^Kaart \d+ toegevoegd\.$/)).toBeAttached();
  const added = adminPage.locator('li[id^="entry-items-"]').last();
  await expect(added.locator('textarea:focus')).toHaveCount(1);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await expectAxeClean(adminPage);
  await added.getByRole('button', { name: /^Verwijderen: Kaart \d+$/ }).click();
  await expect(adminPage.getByRole('button', { name: 'Concept opslaan' })).toBeDisabled();

  // A draft is the admin's alone; published, the learner sees it.
  await learnerPage.reload();
  await settled(learnerPage);
  await cardTitled(card1.title!.nl);
  await adminPage.getByRole('button', { name: 'Publiceren' }).click();
  await expect(adminPage.getByText('Gepubliceerd: leerlingen zien het nu.')).toBeVisible();
  await expect(adminPage.getByText(/^Gepubliceerd door .+ op /)).toBeVisible();
  await learnerPage.reload();
  await settled(learnerPage);
  await cardTitled('Vanaf 18 zelf verzekerd');
  await learnerPage.evaluate(() => localStorage.setItem('langSelected', 'mc'));
  await learnerPage.reload();
  await settled(learnerPage);
  await cardTitled('من 18 عام التأمين عليك');

  // The editor in Darija is as clean.
  await adminPage.evaluate(() => localStorage.setItem('langSelected', 'mc'));
  await adminPage.reload();
  await settled(adminPage);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'تعديل جزء' })).toBeVisible();
  await expectAxeClean(adminPage);

  // A new item's form (a module, at its smallest, all texts empty) is as clean, in both.
  await adminPage.goto(`/dashboards/content/new/${week2.id}/module`);
  await settled(adminPage);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'جزء جديد' })).toBeVisible();
  await expectAxeClean(adminPage);
  await adminPage.evaluate(() => localStorage.setItem('langSelected', 'nl'));
  await adminPage.reload();
  await settled(adminPage);
  await expect(adminPage.getByText('Nieuw: Module van week 2')).toBeVisible();
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await expectAxeClean(adminPage);
  await adminContext.close();
  await learnerContext.close();
});
