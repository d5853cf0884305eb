import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readLocale, readWeekFile, type Text, weekFolders } from './content';
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
import { noisePng } from './png';

// Week 1 of the real programme: its assignment, its modules (to finish them) and its story.
const readYaml = (name: string) => readWeekFile(weekFolders[0]!, name);
const story = readYaml('story') as { chapter: { title: Text; body: Text }; reflection: Text };
const week = readYaml('week') as { modules: string[] };

/** A learner of the demo organisation, signed in in a browser context of their own. */
async function learnerPage(browser: Browser, firstName: string, language: 'nl' | 'mc' = 'nl') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await createAccount(page.request, firstName);
  await context.clearCookies();
  await signInWithPassword(page, account.email, account.password);
  const joined = await page.request.post('/api/check-user', {
    headers: await apiHeaders(page.request),
    data: { code: DEMO_ACCESS_CODE },
  });
  expect(joined.ok()).toBe(true);
  // As if chosen in Settings: saved in the profile, applied on this device.
  if (language === 'mc') await useLanguage(page, 'mc');
  return page;
}

async function coachPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  const coach = demoCoach();
  await signInWithPassword(page, coach.email, coach.password);
  return page;
}

/** Saves a language in the signed-in user's profile and applies it on this device. */
async function useLanguage(page: Page, language: 'nl' | 'mc') {
  await page.request.put('/api/users/me/settings', {
    headers: await apiHeaders(page.request),
    data: { langSelected: language },
  });
  await page.evaluate((value) => localStorage.setItem('langSelected', value), language);
  await page.reload();
  await settled(page);
}

/** Finishes week 1's modules and swipe deck through the API, answers from content/. */
async function finishWeek1Games(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const deck = readYaml('swipe-deck') as { id: string; cards: { id: string }[] };
  for (const card of deck.cards) {
    const data = { deckId: deck.id, cardId: card.id, choice: 'agree' };
    expect((await request.post('/api/my-tinder-save', { headers, data })).ok()).toBe(true);
  }
  const result = await request.post('/api/upload-tinder-result', {
    headers,
    data: { deckId: deck.id },
  });
  expect(result.ok()).toBe(true);
  for (const file of week.modules) {
    const module = readYaml(file) as {
      id: string;
      items: { type: string; id: string; correct?: string | boolean; steps?: { id: string }[] }[];
    };
    for (const item of module.items.filter((i) => i.type !== 'card')) {
      const answer = item.type === 'order' ? item.steps!.map((s) => s.id) : item.correct;
      const response = await request.post(`/api/microlearning-progress/${module.id}/answers`, {
        headers,
        data: { itemId: item.id, answer },
      });
      expect(response.ok()).toBe(true);
    }
    expect(
      (await request.post(`/api/microlearning-progress/${module.id}/complete`, { headers })).ok(),
    ).toBe(true);
  }
}

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test('a learner answers, the coach reviews, Brainfood shares, and the week becomes a chapter', async ({
  browser,
}) => {
  // Three people, a dozen screens and seven axe scans: 3 minutes on a busy 2-core machine.
  test.slow();
  const amira = await learnerPage(browser, 'Amira');

  // The notice on home leads to the assignment.
  await expect(amira.getByText(/Je hebt een opdracht ontvangen: week 1/)).toBeVisible();
  await amira.getByRole('link', { name: 'Bekijken' }).click();
  await expect(amira).toHaveURL(/\/dashboards\/assignments$/);
  await settled(amira);
  await expect(amira.getByRole('heading', { name: 'Mijn opdrachten', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(amira);

  // Task 2 with a photo: the progress bar reaches 100 %.
  const photoTask = amira.getByRole('region', { name: 'Taak 2' });
  await photoTask.getByRole('tab', { name: 'Foto, video of bestand' }).click();
  await photoTask.getByLabel('Bestand kiezen').setInputFiles({
    name: 'mijn-top-3.png',
    mimeType: 'image/png',
    buffer: noisePng(900),
  });
  await expect(photoTask.getByText(/Gekozen: mijn-top-3\.png/)).toBeVisible();
  await amira.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-valuenow]');
      if (bar) seen.push(bar.getAttribute('aria-valuenow')!);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // A phone's upload speed (about 1 MB/s), so the upload takes a few seconds as it would there.
  const cdp = await amira.context().newCDPSession(amira);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1_000_000,
  });
  await photoTask.getByRole('button', { name: 'Versturen' }).click();
  await expect(photoTask.getByRole('img', { name: 'Jouw bestand bij deze taak' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const progressSeen = await amira.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(progressSeen).toContain('100');
  await expect(photoTask.getByText('Verstuurd', { exact: true })).toBeVisible();

  // Task 1 with text.
  const textTask = amira.getByRole('region', { name: 'Taak 1' });
  await textTask.getByLabel('Jouw antwoord').fill('Mijn vriendin zegt dat ik goed kan luisteren.');
  await textTask.getByRole('button', { name: 'Versturen' }).click();
  await expect(textTask.getByText('Mijn vriendin zegt dat ik goed kan luisteren.')).toBeVisible();
  await expectNoSeriousAxeViolations(amira);

  // The coach approves the photo and asks for changes on the text.
  const coach = await coachPage(browser);
  await coach.getByRole('link', { name: 'Antwoorden beoordelen' }).first().click();
  await settled(coach);
  await expectNoSeriousAxeViolations(coach);
  await coach.getByRole('link', { name: /Amira Persoon.*Foto/ }).click();
  await settled(coach);
  await expect(coach.getByRole('img', { name: 'Bestand van Amira' })).toBeVisible();
  await expectNoSeriousAxeViolations(coach);
  await coach.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(coach.getByText('Goedgekeurd. De deelnemer ziet het meteen.')).toBeVisible();
  await coach.getByRole('link', { name: 'Terug naar alle antwoorden' }).click();
  await settled(coach);
  await coach.getByRole('link', { name: /Amira Persoon.*Tekst/ }).click();
  await settled(coach);
  await coach.getByRole('button', { name: 'Aanpassing vragen' }).click();
  await expect(coach.getByText('Schrijf wat er beter kan')).toBeVisible();
  await coach
    .getByLabel('Feedback voor de deelnemer')
    .fill('Mooi! Geef ook een voorbeeld van thuis.');
  await coach.getByRole('button', { name: 'Aanpassing vragen' }).click();
  await expect(
    coach.getByText('Aanpassing gevraagd. De deelnemer ziet je feedback.'),
  ).toBeVisible();

  // The learner sees both, and agrees to share the photo.
  await amira.reload();
  await settled(amira);
  await expect(photoTask.getByText('Goedgekeurd', { exact: true })).toBeVisible();
  await expect(textTask.getByText('Aanpassing gevraagd', { exact: true })).toBeVisible();
  await expect(textTask.getByText('Mooi! Geef ook een voorbeeld van thuis.')).toBeVisible();
  await photoTask.getByRole('switch', { name: /Mijn coach mag dit antwoord delen/ }).click();
  await expect(photoTask.getByRole('switch', { name: /Mijn coach mag/ })).toBeChecked();

  // …and resubmits the text.
  await textTask.getByRole('button', { name: 'Aanpassen en opnieuw versturen' }).click();
  await textTask
    .getByLabel('Jouw antwoord')
    .fill('Mijn vriendin zegt dat ik goed kan luisteren. Thuis help ik mijn broertje met lezen.');
  await textTask.getByRole('button', { name: 'Versturen' }).click();
  await expect(textTask.getByText('Verstuurd', { exact: true })).toBeVisible();

  // The coach puts the photo in Brainfood.
  await coach.getByRole('link', { name: 'Terug naar alle antwoorden' }).click();
  await settled(coach);
  await coach.getByRole('button', { name: 'Goedgekeurd' }).click();
  await coach.getByRole('link', { name: /Amira Persoon.*Foto/ }).click();
  await settled(coach);
  await coach.getByRole('button', { name: 'In Brainfood zetten' }).click();
  await expect(coach.getByText('Dit antwoord staat in Brainfood')).toBeVisible();

  // Another learner of the organisation finds it in Brainfood.
  const bilal = await learnerPage(browser, 'Bilal');
  await bilal.goto('/dashboards/brainfood');
  await settled(bilal);
  await expect(bilal.getByText('Antwoord van Amira')).toBeVisible();
  await expect(bilal.getByRole('img', { name: 'Bestand van Amira' })).toBeVisible();
  await bilal.getByRole('button', { name: "Foto's" }).click();
  await expect(bilal.getByRole('article')).toHaveCount(1);
  await expectNoSeriousAxeViolations(bilal);

  // Amira finishes week 1: task 3, the modules and the deck; a new chapter is announced.
  await amira
    .getByRole('region', { name: 'Taak 3' })
    .getByLabel('Jouw antwoord')
    .fill('Ik heb deze week mijn broertje geholpen. Dat voelde goed.');
  await amira
    .getByRole('region', { name: 'Taak 3' })
    .getByRole('button', { name: 'Versturen' })
    .click();
  await expect(
    amira.getByRole('region', { name: 'Taak 3' }).getByText('Verstuurd', { exact: true }),
  ).toBeVisible();
  await finishWeek1Games(amira.request);
  await amira.goto('/dashboards');
  await settled(amira);
  await expect(amira.getByText(/Er is een nieuw hoofdstuk in je verhaal: week 1/)).toBeVisible();
  await amira.getByRole('link', { name: 'Lezen' }).click();
  await settled(amira);
  await expect(
    amira.getByRole('heading', { name: `Hoofdstuk 1: ${story.chapter.title.nl}` }),
  ).toBeVisible();
  await expect(amira.getByText(story.chapter.body.nl)).toBeVisible();
  await expectNoSeriousAxeViolations(amira);
  await amira
    .getByLabel('In je eigen woorden: wat neem je mee uit deze week?')
    .fill('Ik weet nu beter waar ik goed in ben.');
  await amira.getByRole('button', { name: 'Bewaren in mijn verhaal' }).click();
  await expect(amira.getByText('Opgeslagen')).toBeVisible();

  // The evolution view of week 1.
  await amira.getByRole('link', { name: 'Bekijk wat je deed in week 1' }).click();
  await expect(amira).toHaveURL(/\/dashboards\/evolution\/1$/);
  await settled(amira);
  await expect(amira.getByRole('heading', { name: 'Week 1: wat je deed' })).toBeVisible();
  await expect(amira.getByText(/Beste score: \d+ van \d+/).first()).toBeVisible();
  await expect(amira.getByText('Goedgekeurd', { exact: true })).toBeVisible();
  // What she wrote, from GET /string-attachment-data, to look back on before reflecting.
  await expect(
    amira.getByText(
      'Mijn vriendin zegt dat ik goed kan luisteren. Thuis help ik mijn broertje met lezen.',
    ),
  ).toBeVisible();
  await expect(amira.getByText('Wat je schreef').first()).toBeVisible();
  await expect(amira.getByText(story.reflection.nl)).toBeVisible();
  // The growth chart's numbers, as a screen reader reads them (issue 20).
  await expect(
    amira
      .getByRole('table', { name: 'Je groei per week' })
      .getByRole('row', { name: 'Week 1 (deze week) 100% Klaar' }),
  ).toBeAttached();
  await expect(amira.getByTestId('growth-chart').getByText('100%')).toHaveCount(2);
  await amira.getByLabel('Jouw terugblik').fill('Ik durf nu meer te vragen.');
  await amira.getByRole('button', { name: 'Terugblik bewaren' }).click();
  await expect(amira.getByText('Opgeslagen')).toBeVisible();
  await amira.reload();
  await settled(amira);
  await expect(amira.getByLabel('Jouw terugblik')).toHaveValue('Ik durf nu meer te vragen.');
  await expectNoSeriousAxeViolations(amira);
});

test("the coach's review shows up on the learner's open screen, without a reload", async ({
  browser,
}) => {
  const sami = await learnerPage(browser, 'Sami');
  await sami.goto('/dashboards/assignments');
  await settled(sami);
  const textTask = sami.getByRole('region', { name: 'Taak 1' });
  await textTask.getByLabel('Jouw antwoord').fill('Ik kan goed plannen.');
  const sent = sami.waitForResponse((r) => r.url().endsWith('/api/upload-text'));
  await textTask.getByRole('button', { name: 'Versturen' }).click();
  const answerId = ((await (await sent).json()) as { data: { id: string } }).data.id;
  await expect(textTask.getByText('Verstuurd', { exact: true })).toBeVisible();

  // The coach asks for changes elsewhere; the learner's tab stays open and in view.
  const coach = await coachPage(browser);
  const reviewed = await coach.request.post(`/api/review/answers/${answerId}`, {
    headers: await apiHeaders(coach.request),
    data: { decision: 'needs-work', feedback: 'Vertel ook waar je dat merkt.' },
  });
  expect(reviewed.ok()).toBe(true);

  // The server tells the open screen the learner's answers changed; it reads this one again.
  await expect(textTask.getByText('Aanpassing gevraagd', { exact: true })).toBeVisible();
  await expect(textTask.getByText('Vertel ook waar je dat merkt.')).toBeVisible();
});

// The demo coach is shared by the tests of this file, and one of them switches their language.
test.describe.configure({ mode: 'serial' });

test('the new screens speak Darija, right to left, and axe finds nothing', async ({ browser }) => {
  const page = await learnerPage(browser, 'Salma', 'mc');
  const mc = (namespace: string) => readLocale('mc', namespace);
  for (const [path, namespace] of [
    ['/dashboards/assignments', 'assignments'],
    ['/dashboards/story', 'story'],
    ['/dashboards/brainfood', 'brainfood'],
    ['/dashboards/evolution/1', 'story'],
  ] as const) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const texts = mc(namespace);
    const title = path.includes('evolution')
      ? (texts.evolution.title as string).replace('{{number}}', '1')
      : (texts.title as string);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }

  // The coach's screens too, with an answer of this learner to open.
  const answered = await page.request.post('/api/upload-text', {
    headers: await apiHeaders(page.request),
    data: { assignmentId: 'w1-opdracht', taskId: 't1', text: 'جواب ديالي' },
  });
  expect(answered.ok()).toBe(true);
  const coach = await coachPage(browser);
  await useLanguage(coach, 'mc');
  try {
    const review = mc('review');
    await coach.goto('/dashboards/review');
    await settled(coach);
    await expect(coach.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(coach.getByRole('heading', { name: review.title, level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(coach);
    await coach.getByRole('link', { name: /Salma Persoon/ }).click();
    await settled(coach);
    await expect(coach.getByText('جواب ديالي')).toBeVisible();
    await expectNoSeriousAxeViolations(coach);
  } finally {
    await useLanguage(coach, 'nl');
  }
});

test('a refused file says why in words; a video is sent resumable (tus)', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboards/assignments');
  await settled(page);
  const photoTask = page.getByRole('region', { name: 'Taak 2' });
  await photoTask.getByRole('tab', { name: 'Foto, video of bestand' }).click();
  // A file that says it is a photo but is a program: the server reads its bytes and refuses it.
  await photoTask.getByLabel('Bestand kiezen').setInputFiles({
    name: 'vakantie.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(4000, 1)]),
  });
  await photoTask.getByRole('button', { name: 'Versturen' }).click();
  await expect(photoTask.getByRole('alert')).toContainText('Dit soort bestand kan hier niet');
  await photoTask.getByLabel('Bestand kiezen').setInputFiles({
    name: 'groot.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 10),
  });
  await expect(photoTask.getByRole('alert')).toContainText('maximaal 10 MB');

  // Issue 24: a video goes resumable (tus) and ends as any answer does.
  const lastBytes = page.waitForResponse(
    (r) =>
      r.url().includes('/api/upload-attachment/resumable/') && r.request().method() === 'PATCH',
  );
  await photoTask.getByLabel('Bestand kiezen').setInputFiles({
    name: 'mijn-film.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypisom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41', 'latin1'),
      Buffer.alloc(64 * 1024, 7),
    ]),
  });
  await photoTask.getByRole('button', { name: 'Versturen' }).click();
  expect((await lastBytes).status()).toBe(200);
  await expect(photoTask.getByText('Verstuurd', { exact: true })).toBeVisible();
});
