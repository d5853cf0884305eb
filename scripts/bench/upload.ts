// Uploads (issue 22, goal 6): a 200 MB video answer through Leerloop against a bare Fastify
// upload of the same file, rounds alternating in one run. curl sends, as a browser would, from a
// process of its own; the servers live in this one, whose memory is watched while they receive.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { signUpLearner } from '../lib/sign-up.ts';
import { median } from './median.ts';

const FILE_MB = 200;
const ROUNDS = 3;
/** Issue 22: at least this share of the bare upload's speed. */
export const UPLOAD_BUDGET_RATIO = 0.8;
/** "Memory flat": what receiving may add to the process's resident memory. */
export const UPLOAD_MEMORY_BUDGET_MB = 64;

export interface UploadRow {
  setup: string;
  /** Median of the rounds. */
  megabytesPerSecond: number;
  /** The server's CPU time (user + system) per upload, median of the rounds. */
  cpuSeconds: number;
  /** The most resident memory grew during a round, in MB. */
  memoryMb: number;
}

type BenchConfig = (dataDir: string) => Config;

/** An MP4 (its first bytes say so) of FILE_MB megabytes, written once for every round. */
async function writeVideo(path: string) {
  const header = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
  ]);
  const chunk = randomBytes(1024 * 1024);
  await pipeline(
    (function* () {
      yield header;
      // Just under the limit with the header: the limit is 200 MB, this is the largest allowed.
      for (let i = 0; i < FILE_MB - 1; i++) yield chunk;
      yield chunk.subarray(0, chunk.length - header.length);
    })(),
    createWriteStream(path),
  );
}

/** Sends the file with curl; answers the seconds it took and the process's memory growth. */
async function send(url: string, fields: string[], file: string, headers: string[]) {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const { stdout } = await promisify(execFile)('curl', [
      '--silent',
      '--show-error',
      '--fail-with-body',
      ...headers.flatMap((header) => ['-H', header]),
      ...fields.flatMap((field) => ['-F', field]),
      '-F',
      `file=@${file};type=video/mp4;filename=klas.mp4`,
      url,
    ]);
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    return {
      seconds,
      cpuSeconds: (user + system) / 1e6,
      memoryMb: (peak - baseline) / 1024 / 1024,
      answer: stdout,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The peer: Fastify 5 and @fastify/multipart piping the file part straight to disk. */
async function startPeer(dir: string) {
  const peer = Fastify();
  await peer.register(multipart, { limits: { fileSize: FILE_MB * 1024 * 1024 + 1 } });
  let n = 0;
  peer.post('/upload', async (request) => {
    const part = await request.file();
    if (!part) throw new Error('no file');
    const path = join(dir, `peer-${n++}`);
    await pipeline(part.file, createWriteStream(path));
    return { size: statSync(path).size };
  });
  return { peer, address: await peer.listen({ port: 0, host: '127.0.0.1' }) };
}

/**
 * Leerloop: POST /api/upload-attachment, a video answer to week 1's task 2, by a new learner
 * each round (a task takes one answer).
 */
async function startLeerloop(config: Config) {
  const { app, services } = await buildApp(config, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let n = 0;
  return {
    app,
    async upload(file: string) {
      const learner = await signUpLearner(app, `upload-${n++}@example.nl`);
      await services.database.db
        .updateTable('user')
        .set({ onboardingFinishedAt: new Date(Date.now() - 86_400_000).toISOString() })
        .where('id', '=', learner.userId)
        .execute();
      const sent = await send(
        `${address}/api/upload-attachment`,
        ['assignmentId=w1-opdracht', 'taskId=t2'],
        file,
        [`Authorization: Bearer ${learner.token}`, `User-Id: ${learner.userId}`],
      );
      const { data } = JSON.parse(sent.answer) as { data?: { file?: { size?: number } } };
      if (data?.file?.size !== FILE_MB * 1024 * 1024)
        throw new Error(`upload: Leerloop answered ${sent.answer.slice(0, 200)}`);
      return sent;
    },
  };
}

export async function measureUpload({ benchConfig }: { benchConfig: BenchConfig }) {
  const dir = mkdtempSync(join(tmpdir(), 'leerloop-bench-upload-'));
  const file = join(dir, 'klas.mp4');
  const leerloopDir = join(dir, 'leerloop');
  const peerDir = mkdtempSync(join(dir, 'peer-'));
  await writeVideo(file);
  const { peer, address } = await startPeer(peerDir);
  const leerloop = await startLeerloop(benchConfig(leerloopDir));
  const speed = { peer: [] as number[], leerloop: [] as number[] };
  const cpu = { peer: [] as number[], leerloop: [] as number[] };
  const memory = { peer: 0, leerloop: 0 };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await send(`${address}/upload`, [], file, []);
      speed.peer.push(FILE_MB / bare.seconds);
      cpu.peer.push(bare.cpuSeconds);
      memory.peer = Math.max(memory.peer, bare.memoryMb);
      rmSync(join(peerDir, `peer-${round}`), { force: true });
      const ours = await leerloop.upload(file);
      speed.leerloop.push(FILE_MB / ours.seconds);
      cpu.leerloop.push(ours.cpuSeconds);
      memory.leerloop = Math.max(memory.leerloop, ours.memoryMb);
    }
  } finally {
    await peer.close();
    await leerloop.app.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return [
    {
      setup: 'bare Fastify 5 + @fastify/multipart (peer)',
      megabytesPerSecond: median(speed.peer),
      cpuSeconds: median(cpu.peer),
      memoryMb: memory.peer,
    },
    {
      setup: 'Leerloop, POST /api/upload-attachment',
      megabytesPerSecond: median(speed.leerloop),
      cpuSeconds: median(cpu.leerloop),
      memoryMb: memory.leerloop,
    },
  ] satisfies UploadRow[];
}

/** The table `npm run bench` prints; false when a budget is missed. */
export function printUpload([peer, leerloop]: UploadRow[]) {
  const ratio = leerloop!.megabytesPerSecond / peer!.megabytesPerSecond;
  const isFastEnough = ratio >= UPLOAD_BUDGET_RATIO;
  const isFlat = leerloop!.memoryMb <= UPLOAD_MEMORY_BUDGET_MB;
  console.info(
    `\nA ${FILE_MB} MB video upload sent by curl, median of ${ROUNDS} rounds alternating with the peer:\n`,
  );
  console.info('| setup | MB/s | × peer | server CPU s | memory + MB |\n|---|---:|---:|---:|---:|');
  for (const row of [peer!, leerloop!]) {
    console.info(
      `| ${row.setup} | ${row.megabytesPerSecond.toFixed(0)} | ${(row.megabytesPerSecond / peer!.megabytesPerSecond).toFixed(2)} | ${row.cpuSeconds.toFixed(2)} | ${row.memoryMb.toFixed(0)} |`,
    );
  }
  console.info(
    `\nUpload: ${ratio.toFixed(2)}× the peer (budget ≥ ${UPLOAD_BUDGET_RATIO}× ${isFastEnough ? '✓' : 'MISSED'}), memory +${leerloop!.memoryMb.toFixed(0)} MB (budget ≤ ${UPLOAD_MEMORY_BUDGET_MB} MB ${isFlat ? '✓' : 'MISSED'})`,
  );
  return isFastEnough && isFlat;
}
