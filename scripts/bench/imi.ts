// Imi under a class asking at once: the time to the first piece of an answer, against a bare
// streaming endpoint in the same run (issue 22: p95 at most twice the peer's).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { questionCases } from '../../apps/server/src/modules/imi/eval/evaluation-sets.ts';
import { signUpLearner } from '../lib/sign-up.ts';

export const IMI_CHATS = 50;
export const IMI_ROUNDS = 4;
/** Imi's first piece p95 may take this many times the bare streaming endpoint's. */
export const IMI_FIRST_PIECE_BUDGET = 2;

const PEER_ANSWER =
  'Een goed doel helpt je kiezen wat je vandaag doet. Maak het klein en concreet, en kijk na een week of het werkt.';

/** The p-quantile of sorted numbers. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** One round: `IMI_CHATS` streamed questions at once, ms from each ask to its first words. */
async function askAtOnce(url: string, headers: Record<string, string>, messages: string[]) {
  return Promise.all(
    messages.map(async (message) => {
      const asked = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ message, stream: true }),
      });
      if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
      let body = '';
      let firstAt: number | undefined;
      const decoder = new TextDecoder();
      // The first chunk that carries words (the opening one only names the role).
      for await (const bytes of response.body) {
        body += decoder.decode(bytes, { stream: true });
        firstAt ??= /"delta":\{"content":"[^"]/.test(body) ? performance.now() : undefined;
      }
      if (firstAt === undefined) throw new Error(`${url} streamed no words`);
      if (!body.includes('data: [DONE]')) throw new Error(`${url} did not finish an answer`);
      return firstAt - asked;
    }),
  );
}

/** Every round's first-piece times of one endpoint, and how long its rounds took. */
interface Rounds {
  firstPieceMs: number[];
  seconds: number;
}

async function round(into: Rounds, ...ask: Parameters<typeof askAtOnce>) {
  const started = performance.now();
  into.firstPieceMs.push(...(await askAtOnce(...ask)));
  into.seconds += (performance.now() - started) / 1000;
}

function figures({ firstPieceMs, seconds }: Rounds) {
  const sorted = [...firstPieceMs].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    answersPerSecond: sorted.length / seconds,
  };
}

/** The peer: bare Fastify streaming the same kind of chunks word by word, with nothing behind. */
async function startPeer() {
  const peer = Fastify();
  peer.post('/peer', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    const chunk = (delta: object) =>
      reply.raw.write(
        `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' });
    for (const word of PEER_ANSWER.split(/(?<= )/)) chunk({ content: word });
    reply.raw.end('data: [DONE]\n\n');
  });
  const address = await peer.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/peer`, close: () => peer.close() };
}

/**
 * Node's own HTTP server and client run once, on a server of their own, before either is
 * timed: whichever came first paid for their first runs. Each still opens its own connections.
 */
async function warmUpNodeHttp() {
  const peer = await startPeer();
  try {
    await askAtOnce(
      peer.url,
      {},
      Array.from({ length: IMI_CHATS }, () => '?'),
    );
  } finally {
    await peer.close();
  }
}

/**
 * Imi's embedded provider with the reading pace off (this is the work, not the typing), a
 * learner at the end of the programme, Dutch questions Imi answers; the peer round by round.
 */
export async function measureImi(
  configOf: (dataDir: string, extra: Record<string, string>) => Config,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'leerloop-bench-'));
  const config = configOf(dataDir, {
    IMI_EMBEDDED_PACE_MS: '0',
    IMI_DAILY_LIMIT: '100000',
    // As in production (tests otherwise decide in the server's thread).
    IMI_OWN_THREAD: 'true',
  });
  const { app, services } = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // Built at start in production (not in tests): so they are here, before the clock runs.
  await services.imiDecisions.warmUp();
  try {
    const learner = await signUpLearner(app, 'imi-bench@example.nl');
    await services.database.db
      .updateTable('user')
      .set({ onboardingFinishedAt: new Date(Date.now() - 60 * 86_400_000).toISOString() })
      .where('id', '=', learner.userId)
      .execute();
    const questions = questionCases()
      .filter((q) => q.lang === 'nl' && q.expect === 'answer')
      .map((q) => q.q);
    const headers = { authorization: `Bearer ${learner.token}`, 'user-id': learner.userId };
    await warmUpNodeHttp();
    // And Imi's own first run (its statements prepared, its code compiled), with questions the
    // timed rounds do not ask: a server meets a class after its first learners, as the peer
    // meets it warmed up.
    await askAtOnce(`${address}/api/chats`, headers, questions.slice(-IMI_CHATS));
    // Imi's rounds and the peer's alternate, so both meet the machine in the same states (it
    // is shared: measured one after the other, the ratio moved with whatever ran meanwhile).
    const peer = await startPeer();
    const imi: Rounds = { firstPieceMs: [], seconds: 0 };
    const bare: Rounds = { firstPieceMs: [], seconds: 0 };
    try {
      for (let index = 0; index < IMI_ROUNDS; index++) {
        // Each round other questions: a class does not ask the same fifty twice.
        const asked = Array.from(
          { length: IMI_CHATS },
          (_, i) => questions[(index * IMI_CHATS + i) % questions.length]!,
        );
        await round(imi, `${address}/api/chats`, headers, asked);
        await round(bare, peer.url, {}, asked);
      }
    } finally {
      await peer.close();
    }
    const [imiFigures, peerFigures] = [figures(imi), figures(bare)];
    return { imi: imiFigures, peer: peerFigures, ratio: imiFigures.p95 / peerFigures.p95 };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
