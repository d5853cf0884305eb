import { readLocale, readWeekFile, type Text, weekFolders } from './content';
import { apiHeaders, expect, settled, test } from './fixtures';
import { drag, expectAxeClean, phonePage, signedInPhone } from './phone-pages';

// The journeys follow the real programme (content/) and the real texts (locales) of each language.
type Card = { id: string; statement: Text; correct?: 'agree' | 'disagree'; explanation: Text };
const deck = readWeekFile(weekFolders[0]!, 'swipe-deck') as {
  id: string;
  title: Text;
  cards: Card[];
};
const locale = readLocale;

test('a learner plays the week 1 deck on a phone, from its tile on the dashboard', async ({
  browser,
}) => {
  const page = await phonePage(browser, { onboarded: true, name: 'Nora' });
  const t = locale('nl', 'swipe');

  // The week's deck, from its tile; the first play starts with the tutorial.
  await page.getByRole('link', { name: deck.title.nl }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboards/tinderGame/${deck.id}$`));
  await settled(page);
  await expect(page.getByRole('heading', { name: t.tutorial.title })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: t.tutorial.start }).click();

  const card = page.locator('[aria-roledescription="stelling"]');
  const chosen: Record<string, 'agree' | 'disagree'> = {};
  const expectCard = async (index: number) => {
    await expect(page.getByText(`Kaart ${index + 1} van ${deck.cards.length}`)).toBeVisible();
    await expect(card).toContainText(deck.cards[index]!.statement.nl);
  };
  // After a swipe its explanation takes the card's place, until the learner goes on.
  const feedback = page.getByRole('region', { name: t.feedbackLabel });
  const expectExplanation = (index: number) =>
    expect(feedback).toContainText(deck.cards[index]!.explanation.nl);
  const goOn = (isLast = false) =>
    feedback.getByRole('button', { name: isLast ? t.toResult : t.next }).click();

  // Cards 1–6 by dragging; after each, its explanation.
  for (let index = 0; index < 6; index++) {
    await expectCard(index);
    const direction = index % 3 === 2 ? 'left' : 'right';
    await drag(page, card, direction);
    chosen[deck.cards[index]!.id] = direction === 'right' ? 'agree' : 'disagree';
    await expectExplanation(index);
    if (index === 0) await expectAxeClean(page);
    if (index < 5) await goOn();
  }

  // One undo, from card 6's explanation: card 6 comes back, and is chosen again with a button.
  await feedback.getByRole('button', { name: t.undo }).click();
  await expectCard(5);
  await expectAxeClean(page);
  await page.getByRole('button', { name: t.agree, exact: true }).click();
  chosen[deck.cards[5]!.id] = 'agree';
  await expectExplanation(5);
  await goOn();
  await expectCard(6);

  // Card 7 with the keyboard (the card has it after "Volgende kaart"); Enter goes on.
  await expect(card).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  chosen[deck.cards[6]!.id] = 'disagree';
  await expectExplanation(6);
  await expect(feedback.getByRole('button', { name: t.next })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectCard(7);

  // Card 8 with a button, then a reload: the deck goes on at card 9.
  await page.getByRole('button', { name: t.disagree, exact: true }).click();
  chosen[deck.cards[7]!.id] = 'disagree';
  await expectExplanation(7);
  await page.reload();
  await settled(page);
  await expectCard(8);

  // The rest with the buttons.
  for (let index = 8; index < deck.cards.length; index++) {
    await expectCard(index);
    await page.getByRole('button', { name: t.agree, exact: true }).click();
    chosen[deck.cards[index]!.id] = 'agree';
    await expectExplanation(index);
    await goOn(index === deck.cards.length - 1);
  }

  // The finished-all-cards message and the result.
  await expect(page.getByRole('heading', { name: t.finishedAll })).toBeVisible();
  const facts = deck.cards.filter((c) => c.correct);
  const score = facts.filter((c) => chosen[c.id] === c.correct).length;
  await expect(page.getByText(`Je had ${score} van de ${facts.length} feiten goed.`)).toBeVisible();
  await expectAxeClean(page);

  // The server agrees, and the home tile says done.
  const headers = await apiHeaders(page.request);
  const state = (await (await page.request.get(`/api/tinder-deck/${deck.id}`, { headers })).json())
    .data.state;
  expect(state).toMatchObject({ choices: chosen, score, facts: facts.length });

  // The week's evolution view shows the game among what the learner did.
  await page.getByRole('link', { name: t.toEvolution }).click();
  await settled(page);
  const swipes = page.getByRole('region', { name: 'Swipe-game' });
  await expect(
    swipes.getByText(`Je had ${score} van de ${facts.length} feiten goed.`),
  ).toBeVisible();
  await expect(swipes.getByText(deck.cards[0]!.statement.nl)).toBeVisible();
  await page.context().close();
});
test('two devices of one learner stay in step, and nobody else can follow the game', async ({
  browser,
}) => {
  const first = await phonePage(browser, { onboarded: true, name: 'Tabs' });
  const headers = await apiHeaders(first.request);
  expect((await first.request.post('/api/finish-firstTimePlay', { headers })).ok()).toBe(true);
  // The same learner on a second device: another browser context, signed in by itself.
  const second = await signedInPhone(browser, first.account);
  for (const page of [first, second]) {
    await page.goto(`/dashboards/tinderGame/${deck.id}`);
    await settled(page);
    await expect(page.getByText(`Kaart 1 van ${deck.cards.length}`)).toBeVisible();
  }

  await first.getByRole('button', { name: 'Eens', exact: true }).click();
  // No reload: the realtime store tells the other device (in about a second; the wait is
  // longer only so a busy test machine does not fail it).
  await expect(second.getByText(`Kaart 2 van ${deck.cards.length}`)).toBeVisible();
  await expect(second.locator('[aria-roledescription="stelling"]')).toContainText(
    deck.cards[1]!.statement.nl,
  );
  await second.getByRole('button', { name: 'Vorige kaart terug' }).click();
  await expect(second.locator('[aria-roledescription="stelling"]')).toContainText(
    deck.cards[0]!.statement.nl,
  );
  // The first device, past the explanation, has card 1 back too.
  await first.getByRole('button', { name: 'Volgende kaart' }).click();
  await expect(first.getByText(`Kaart 1 van ${deck.cards.length}`)).toBeVisible();
  await expect(first.locator('[aria-roledescription="stelling"]')).toContainText(
    deck.cards[0]!.statement.nl,
  );

  // Another learner's socket asks for the first learner's game: refused.
  const other = await phonePage(browser, { onboarded: true, name: 'Anders' });
  const ownerId = headers['User-Id'];
  const answer = await other.evaluate(async (ref) => {
    const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/api/realtime`);
    const messages: { type: string; code?: string }[] = [];
    // Each step waits for the server's answer to the one before (ready, then the refusal).
    const received = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= count ? resolve() : setTimeout(check, 50));
        check();
      });
    await new Promise((resolve) => (socket.onopen = resolve));
    socket.onmessage = (event) => messages.push(JSON.parse(String(event.data)));
    socket.send(
      JSON.stringify({
        type: 'auth',
        token: localStorage.getItem('accessToken'),
        userId: localStorage.getItem('userId'),
      }),
    );
    await received(1);
    socket.send(JSON.stringify({ type: 'subscribe', ref }));
    await received(2);
    socket.close();
    return messages;
  }, `games/${ownerId}`);
  expect(answer).toEqual([
    { type: 'ready' },
    { type: 'error', code: 'NOT_FOUND', ref: `games/${ownerId}` },
  ]);
  for (const page of [first, second, other]) await page.context().close();
});

test('in Darija, with reduced motion, the whole deck plays by keyboard alone', async ({
  browser,
}) => {
  // Every card is two keys now: its choice, then Enter past its explanation.
  const page = await phonePage(browser, { onboarded: true, name: 'Salma' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('langSelected', 'mc'));
  const t = locale('mc', 'swipe');
  await page.goto(`/dashboards/tinderGame/${deck.id}`);
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: deck.title.mc })).toBeVisible();
  await expectAxeClean(page);

  // Agree stays on the right in a right-to-left layout: the choice is by meaning.
  const start = page.getByRole('button', { name: t.tutorial.start });
  await start.focus();
  await page.keyboard.press('Enter');
  const card = page.locator('[aria-roledescription="' + t.card + '"]');
  await expect(card).toBeFocused();
  const agree = (await page.getByRole('button', { name: t.agree, exact: true }).boundingBox())!;
  const disagree = (await page
    .getByRole('button', { name: t.disagree, exact: true })
    .boundingBox())!;
  expect(agree.x).toBeGreaterThan(disagree.x);

  // Each card by its arrow key, its explanation, then Enter on the way on.
  const feedback = page.getByRole('region', { name: t.feedbackLabel });
  for (let index = 0; index < deck.cards.length; index++) {
    await expect(card).toContainText(deck.cards[index]!.statement.mc);
    await page.keyboard.press(index % 2 ? 'ArrowLeft' : 'ArrowRight');
    await expect(feedback).toContainText(deck.cards[index]!.explanation.mc);
    const isLast = index === deck.cards.length - 1;
    await expect(
      feedback.getByRole('button', { name: isLast ? t.toResult : t.next }),
    ).toBeFocused();
    if (index === 0) await expectAxeClean(page);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: t.finishedAll })).toBeFocused();
  await expectAxeClean(page);
  await page.context().close();
});
