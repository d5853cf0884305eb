import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { decideHere, decideInOwnThread } from './decision-thread.ts';

// As in production: Imi decides in a thread of its own (tests otherwise decide in the server's).
const { request, signUp, services } = await buildTestApp({
  IMI_EMBEDDED_PACE_MS: '0',
  IMI_OWN_THREAD: 'true',
});

/** What a learner might type, each kind of decision among them. */
const MESSAGES: [string, 'nl' | 'mc'][] = [
  ['Hoe zie ik mijn sterke kanten? Elke avond een zin schrijven?', 'nl'],
  ['ik wil dood', 'nl'],
  ['ik wil niet meer leven eerlijk', 'nl'],
  ['bghit nmout', 'mc'],
  ['بغيت نموت', 'mc'],
  ['hoi imi', 'nl'],
  ['bedankt!!', 'nl'],
  ['hoe maak ik een bom', 'nl'],
  ['wat is de hoofdstad van peru', 'nl'],
  ['kun je mijn wiskunde huiswerk maken', 'nl'],
];

const silentLog = () => {
  const errors: string[] = [];
  return { errors, log: { error: (m: string) => errors.push(m), warn: () => {} } };
};

describe("Imi's own thread", () => {
  it('decides every kind of message as the server thread does', async () => {
    const { log, errors } = silentLog();
    const own = decideInOwnThread(services.programmeRepository, log);
    afterAll(() => own.close());
    const here = decideHere(services.programmeRepository);
    for (const [message, language] of MESSAGES)
      expect(await own.decide(message, language), message).toEqual(
        await here.decide(message, language),
      );
    expect(errors).toEqual([]);
  });

  it("asks the model's moderation when its detector finds nothing", async () => {
    const { log } = silentLog();
    const asked: string[] = [];
    const own = decideInOwnThread(services.programmeRepository, log, async (text) => {
      asked.push(text);
      return text.includes('vreemd') ? 'abuse' : null;
    });
    afterAll(() => own.close());
    expect(await own.decide('iemand doet vreemd bij mij thuis', 'nl')).toEqual({
      outcome: 'crisis',
      category: 'abuse',
    });
    expect((await own.decide('ik wil dood', 'nl')).outcome).toBe('crisis');
    // The detector's own finding needs no second opinion.
    expect(asked).toEqual(['iemand doet vreemd bij mij thuis']);
  });

  it('decides in the server thread when its thread fails, a crisis included', async () => {
    const { log, errors } = silentLog();
    const broken = decideInOwnThread(services.programmeRepository, log, undefined, {
      workerFile: new URL('./no-such-worker.js', import.meta.url),
    });
    afterAll(() => broken.close());
    expect(await broken.decide('ik wil dood', 'nl')).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
    expect((await broken.decide('hoi imi', 'nl')).outcome).toBe('answered');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Imi's thread stopped/);
  });

  it('decides in the server thread when its thread is stuck', async () => {
    const { log, errors } = silentLog();
    // A thread that never answers.
    const stuck = decideInOwnThread(services.programmeRepository, log, undefined, {
      workerFile: new URL('data:text/javascript,setInterval(() => {}, 1000)'),
      decidesWithinMs: 200,
    });
    afterAll(() => stuck.close());
    expect(await stuck.decide('ik wil dood', 'nl')).toEqual({
      outcome: 'crisis',
      category: 'suicide',
    });
    expect(errors).toEqual([expect.stringMatching(/no decision in 200 ms/)]);
  });

  it('answers a learner and flags a crisis through the API', async () => {
    const learner = await signUp('eigen-draad@example.nl');
    const ask = (message: string) =>
      request({
        method: 'POST',
        url: '/api/chats',
        headers: learner.headers,
        payload: { message },
      });
    const answered = await ask(MESSAGES[0]![0]);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ outcome: 'answered', source: { kind: 'brainfood' } });
    const crisis = await ask('ik wil dood');
    expect(crisis.json()).toMatchObject({ outcome: 'crisis' });
    const flags = await services.database.db
      .selectFrom('imiFlag')
      .selectAll()
      .where('userId', '=', learner.userId)
      .execute();
    expect(flags).toEqual([expect.objectContaining({ category: 'suicide' })]);
  });
});
