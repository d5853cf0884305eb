import { readLocale, readWeekFile, type ContentItem, type Text, weekFolders } from './content';
import { apiHeaders, createAccount, expect, settled, signInWithPassword, test } from './fixtures';
import { expectAxeClean, PHONE, signedInPhone } from './phone-pages';

// Issue 24: a learner who opened week 1 does a module and the swipe deck without a network; the
// work is sent when the connection returns, counted once, and the learner's other device shows it.
const week1Folder = weekFolders[0]!;
const week1 = readWeekFile(week1Folder, 'week') as { modules: string[] };
const module1 = readWeekFile(week1Folder, week1.modules[0]!) as {
  id: string;
  items: ContentItem[];
};
const deck = readWeekFile(week1Folder, 'swipe-deck') as { id: string; cards: { id: string }[] };
const modules = readLocale('nl', 'modules');
const swipe = readLocale('nl', 'swipe');
const pwa = readLocale('nl', 'pwa');
const questions = module1.items.filter((item) => item.type !== 'card');
const modulePath = `/dashboards/games/module/${module1.id}`;
const deckPath = `/dashboards/tinderGame/${deck.id}`;
const byText = (text: Text) => text.nl;

test('an opened week works offline and its work reaches the server once', async ({ browser }) => {
  const setup = await browser.newContext();
  const account = await createAccount(setup.request, 'Offline', { onboarded: true });
  await setup.close();
  // Service workers are blocked in the other specs; this device is the installed app.
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signInWithPassword(page, account.email, account.password, /\/dashboards$/);
  const headers = await apiHeaders(page.request);
  expect((await page.request.post('/api/finish-firstTimePlay', { headers })).ok()).toBe(true);

  // Online: the worker takes the page, then the week's module and deck are opened once.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // A page's request goes out while the worker starts, not after it (navigation preload).
  const preload = await page.evaluate(async () =>
    (await navigator.serviceWorker.ready).navigationPreload.getState(),
  );
  expect(preload.enabled).toBe(true);
  for (const path of [modulePath, deckPath]) {
    await page.goto(path);
    await settled(page);
  }
  await expect(page.getByText(`Kaart 1 van ${deck.cards.length}`)).toBeVisible();

  // Offline: the app reloads from the worker and says it is offline.
  await context.setOffline(true);
  await page.goto(modulePath);
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: pwa.offline.banner })).toBeVisible();

  for (const [index, item] of module1.items.entries()) {
    if (item.type === 'multiple-choice') {
      const right = item.options.find((option) => option.id === item.correct)!;
      await page.getByRole('radio', { name: byText(right.text), exact: true }).check();
    } else if (item.type === 'true-false') {
      await page
        .getByRole('radio', { name: item.correct ? modules.loop.true : modules.loop.false })
        .check();
    }
    if (item.type !== 'card') {
      await page.getByRole('button', { name: modules.loop.check }).click();
      await expect(page.getByText(modules.loop.answerQueued)).toBeVisible();
      if (item === questions[0]) await expectAxeClean(page);
    }
    const isLast = index === module1.items.length - 1;
    await page
      .getByRole('button', { name: isLast ? modules.loop.finish : modules.loop.next })
      .click();
  }
  await expect(page.getByText(modules.loop.finishQueued)).toBeVisible();

  await page.goto(deckPath);
  await settled(page);
  for (let index = 0; index < deck.cards.length; index++) {
    await expect(page.getByText(`Kaart ${index + 1} van ${deck.cards.length}`)).toBeVisible();
    await page.getByRole('button', { name: swipe.agree, exact: true }).click();
    await expect(page.getByText(swipe.savedOffline)).toBeVisible();
    if (index === 0) await expectAxeClean(page);
    const isLast = index === deck.cards.length - 1;
    await page.getByRole('button', { name: isLast ? swipe.toResult : swipe.next }).click();
  }
  await expect(page.getByText(swipe.finishQueued)).toBeVisible();

  // Online again: the work is sent, in order, and the server holds each answer once.
  await context.setOffline(false);
  await expect(page.getByText(pwa.offline.banner)).toBeHidden();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/tinder-deck/${deck.id}`, { headers })).json()).data
          .state.finishedAt,
      { timeout: 60_000 },
    )
    .toBeTruthy();
  const deckState = (
    await (await page.request.get(`/api/tinder-deck/${deck.id}`, { headers })).json()
  ).data.state;
  expect(Object.keys(deckState.choices)).toHaveLength(deck.cards.length);
  const progress = (
    await (await page.request.get(`/api/microlearning-progress/${module1.id}`, { headers })).json()
  ).data;
  expect(Object.keys(progress.answers).sort()).toEqual(questions.map((q) => q.id).sort());
  expect(progress.completedAt).toBeTruthy();
  // Nothing is left waiting on the device.
  const waiting = await page.evaluate(async () => {
    const request = indexedDB.open('leerloop-offline');
    return new Promise<number>((resolve) => {
      request.onsuccess = () =>
        (request.result.transaction('queue').objectStore('queue').get('writes').onsuccess = (
          event,
        ) => resolve(((event.target as IDBRequest).result ?? []).length));
    });
  });
  expect(waiting).toBe(0);

  // The learner's other device shows the same.
  const other = await signedInPhone(browser, account);
  await other.goto(deckPath);
  await settled(other);
  await expect(other.getByRole('heading', { name: swipe.finishedAll })).toBeVisible();
  await other.goto(`${modulePath}/end`);
  await settled(other);
  await expect(other.getByText(modules.end.title)).toBeVisible();
  await expect(
    other.getByText(
      modules.end.score
        .replace('{{score}}', String(progress.score))
        .replace('{{total}}', String(questions.length)),
    ),
  ).toBeVisible();
  await other.context().close();
  await context.close();
});
