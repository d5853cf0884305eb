import { once } from 'node:events';
import { realtimeRefs } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../../test/helper.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';

const { app, request, signUp, services } = await buildTestApp();
const db = services.database.db;
type Session = Awaited<ReturnType<typeof signUp>>;

const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const post = (session: Session, url: string, payload?: object) =>
  request({ method: 'POST', url, headers: session.headers, payload });
const swipe = (
  session: Session,
  cardId: string,
  choice: 'agree' | 'disagree' | null,
  deckId = 'w1-deck',
) => post(session, '/api/my-tinder-save', { deckId, cardId, choice });
const cards = Array.from({ length: 12 }, (_, i) => `s${i + 1}`);

const organizationId = await createOrganization(db, 'Klas');
async function classmate(email: string) {
  const session = await signUp(email);
  await addMember(db, organizationId, session.userId);
  return session;
}

describe('the swipe deck', () => {
  it('gives the statements without their answers, and refuses a locked week, bad and unknown ids', async () => {
    const learner = await signUp('deck@example.nl');
    const deck = await get(learner, '/api/tinder-deck/w1-deck');
    expect(deck.statusCode).toBe(200);
    expect(deck.json().data).toMatchObject({
      id: 'w1-deck',
      week: 1,
      state: { position: 0, finishedAt: null, facts: 6 },
    });
    expect(deck.json().data.cards).toHaveLength(12);
    expect(JSON.stringify(deck.json())).not.toMatch(/explanation|correct/);
    const locked = await get(learner, '/api/tinder-deck/w2-deck');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('LOCKED');
    expect((await swipe(learner, 's1', 'agree', 'w2-deck')).statusCode).toBe(403);
    const lockedResult = await post(learner, '/api/upload-tinder-result', { deckId: 'w2-deck' });
    expect(lockedResult.statusCode).toBe(403);
    expect(
      (await post(learner, '/api/upload-tinder-result', { deckId: 'w9-deck' })).statusCode,
    ).toBe(404);
    expect((await post(learner, '/api/upload-tinder-result', {})).statusCode).toBe(400);
    expect((await get(learner, '/api/tinder-deck/Niet%20Goed')).statusCode).toBe(400);
    expect((await get(learner, '/api/tinder-deck/w9-deck')).statusCode).toBe(404);
    expect((await swipe(learner, 's99', 'agree')).statusCode).toBe(404);
    expect(
      (
        await post(learner, '/api/my-tinder-save', {
          deckId: 'w1-deck',
          cardId: 's1',
          choice: 'maybe',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('explains each swipe, takes one back, resumes where the learner is, and counts a result once', async () => {
    const learner = await signUp('spel@example.nl');
    const first = await swipe(learner, 's1', 'agree');
    expect(first.json().data.result).toMatchObject({
      cardId: 's1',
      isCorrect: null,
      explanation: { nl: 'Daarom.' },
      crowd: null,
    });
    expect((await swipe(learner, 's2', 'disagree')).json().data.result.isCorrect).toBe(false);
    // Undo the last swipe: the deck resumes at that card.
    const undone = await swipe(learner, 's2', null);
    expect(undone.json().data).toMatchObject({ result: null, state: { position: 1 } });
    expect((await get(learner, '/api/tinder-deck/w1-deck')).json().data.state).toMatchObject({
      position: 1,
      choices: { s1: 'agree' },
    });

    const early = await post(learner, '/api/upload-tinder-result', { deckId: 'w1-deck' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'DECK_INCOMPLETE',
      message: 'Swipe eerst alle kaarten van dit spel.',
    });
    for (const card of cards.slice(1)) await swipe(learner, card, 'agree');
    const result = await post(learner, '/api/upload-tinder-result', { deckId: 'w1-deck' });
    expect(result.statusCode).toBe(200);
    // Cards s2, s4 … s12 are facts whose right side is "agree".
    expect(result.json().data).toMatchObject({
      position: 12,
      score: 6,
      facts: 6,
      finishedAt: expect.any(String),
    });
    const again = await post(learner, '/api/upload-tinder-result', { deckId: 'w1-deck' });
    expect(again.json().data).toEqual(result.json().data);
    const games = await db
      .selectFrom('swipeGame')
      .selectAll()
      .where('userId', '=', learner.userId)
      .execute();
    expect(games).toHaveLength(1);
    const late = await swipe(learner, 's1', 'disagree');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'DECK_FINISHED',
      message: 'Dit spel is al klaar; je keuzes staan vast.',
    });

    const modules = (await get(learner, '/api/get-microlearning-modules')).json().data;
    expect(modules.weeks[0].swipeDeck.state).toBe('done');
  });

  it("shows the organisation's view of a card only once five have answered, never others'", async () => {
    const outsider = await signUp('buiten-klas@example.nl');
    await swipe(outsider, 's1', 'disagree');
    const learners = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) => classmate(`klas-${name}@example.nl`)),
    );
    const answers = ['agree', 'agree', 'agree', 'disagree'] as const;
    for (const [index, choice] of answers.entries()) {
      const response = await swipe(learners[index]!, 's1', choice);
      expect(response.json().data.result.crowd).toBeNull();
    }
    const fifth = await swipe(learners[4]!, 's1', 'disagree');
    expect(fifth.json().data.result.crowd).toEqual({ agreePercent: 60, count: 5 });
  });
});

describe("the organisation's games (realtime reference games)", () => {
  it('counts each finished player once and shows the average from five players on', async () => {
    const players = await Promise.all(
      ['f', 'g', 'h', 'i', 'j'].map((name) => classmate(`overzicht-${name}@example.nl`)),
    );
    const overview = async () => (await get(players[0]!, '/api/games')).json().data.decks;
    const heard: string[] = [];
    const stop = services.realtime.subscribe(realtimeRefs.games(), () => heard.push('games'));
    for (const [index, player] of players.entries()) {
      // Every other player judges every statement "agree": 6 of 6 facts, or 0 of 6.
      const choice = index % 2 ? 'disagree' : 'agree';
      for (const card of cards) await swipe(player, card, choice);
      await post(player, '/api/upload-tinder-result', { deckId: 'w1-deck' });
      await post(player, '/api/upload-tinder-result', { deckId: 'w1-deck' });
      if (index === 3)
        expect(await overview()).toEqual([{ deckId: 'w1-deck', players: 4, averagePercent: null }]);
    }
    // Players 1, 3, 5 agree (6/6), players 2 and 4 do not (0/6): 18 of 30.
    expect(await overview()).toEqual([{ deckId: 'w1-deck', players: 5, averagePercent: 60 }]);
    expect(heard).toHaveLength(5);
    stop();
    const outsider = await signUp('geen-klas@example.nl');
    expect((await get(outsider, '/api/games')).json().data.decks).toEqual([]);
  });
});

describe('the live game state', () => {
  it("is the player's own: games/{playerId} over HTTP and the socket, and the tutorial closes once", async () => {
    const lina = await signUp('lina-spel@example.nl');
    const omar = await signUp('omar-spel@example.nl');
    const state = await get(lina, `/api/games/${lina.userId}`);
    expect(state.json().data).toEqual({
      playerId: lina.userId,
      firstPlayFinished: false,
      decks: [],
    });
    expect((await get(omar, `/api/games/${lina.userId}`)).statusCode).toBe(404);
    const closed = await post(lina, '/api/finish-firstTimePlay');
    expect(closed.json().data.firstPlayFinished).toBe(true);

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const tab = async (user: Session) => {
      const socket = new WebSocket(`${address.replace('http', 'ws')}/api/realtime`, {
        origin: 'http://localhost:3000',
      });
      const messages: { type: string; ref?: string; code?: string }[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data))));
      await once(socket, 'open');
      socket.send(JSON.stringify({ type: 'auth', token: user.token, userId: user.userId }));
      return {
        messages,
        send: (m: object) => socket.send(JSON.stringify(m)),
        close: () => socket.close(),
      };
    };
    const linaTab = await tab(lina);
    linaTab.send({ type: 'subscribe', ref: realtimeRefs.game(lina.userId) });
    await expect
      .poll(() => linaTab.messages.at(-1))
      .toEqual({ type: 'subscribed', ref: `games/${lina.userId}` });
    const omarTab = await tab(omar);
    omarTab.send({ type: 'subscribe', ref: realtimeRefs.game(lina.userId) });
    await expect
      .poll(() => omarTab.messages.at(-1))
      .toEqual({ type: 'error', code: 'NOT_FOUND', ref: `games/${lina.userId}` });

    await swipe(lina, 's1', 'agree');
    await expect
      .poll(() => linaTab.messages.at(-1))
      .toEqual({ type: 'changed', ref: `games/${lina.userId}` });
    const after = (await get(lina, `/api/games/${lina.userId}`)).json().data;
    expect(after.decks).toEqual([
      expect.objectContaining({ deckId: 'w1-deck', position: 1, choices: { s1: 'agree' } }),
    ]);
    expect(omarTab.messages.some((m) => m.type === 'changed')).toBe(false);
    linaTab.close();
    omarTab.close();
  });
});
