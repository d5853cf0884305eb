import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

// A real S3 protocol server on loopback (s3rver), and a temporary folder for the local driver.
const s3Dir = mkdtempSync(join(tmpdir(), 'leerloop-s3-'));
const localDir = mkdtempSync(join(tmpdir(), 'leerloop-local-'));
const s3rver = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'leerloop-test' }],
});
const { port } = await s3rver.run();
afterAll(async () => {
  for (const [, storage] of drivers) await storage.close();
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const s3Settings = {
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  bucket: 'leerloop-test',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
};

const drivers: [string, Storage][] = [
  ['local disk', createLocalStorage(localDir)],
  ['S3', createS3Storage(s3Settings)],
];

/** A stream of `size` bytes made of a repeating pattern, produced in 64 KiB chunks. */
function bytes(size: number, failAfter?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter)
        return this.destroy(new Error('client went away'));
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(65_536, size - sent), 'leerloop-');
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

describe.each(drivers)('%s storage', (_name, storage) => {
  it('stores a stream and gives it back whole', async () => {
    expect(
      await storage.put('answers/a1', Readable.from([Buffer.from('Mijn antwoord')]), 'text/plain'),
    ).toEqual({ size: 13 });
    const file = await storage.get('answers/a1');
    expect(file?.size).toBe(13);
    expect(await text(file!.body)).toBe('Mijn antwoord');
  });

  it('gives back a byte range, with the size of the whole', async () => {
    await storage.put(
      'answers/range',
      Readable.from([Buffer.from('0123456789abcdefghij')]),
      'text/plain',
    );
    const part = await storage.get('answers/range', { start: 10, end: 14 });
    expect(part?.size).toBe(20);
    expect(await text(part!.body)).toBe('abcde');
  });

  it('streams a large file through (multipart on S3)', async () => {
    const size = 20 * 1024 * 1024;
    expect(await storage.put('videos/large', bytes(size), 'video/mp4')).toEqual({ size });
    expect((await storage.get('videos/large'))?.size).toBe(size);
  });

  it('leaves nothing behind when the upload fails midway', async () => {
    await expect(
      storage.put('videos/broken', bytes(20 * 1024 * 1024, 9 * 1024 * 1024), 'video/mp4'),
    ).rejects.toThrow();
    expect(await storage.get('videos/broken')).toBeUndefined();
  });

  it('answers undefined for a missing key and forgets a deleted one', async () => {
    expect(await storage.get('answers/none')).toBeUndefined();
    await storage.put('answers/gone', Readable.from([Buffer.from('x')]), 'text/plain');
    await storage.delete('answers/gone');
    expect(await storage.get('answers/gone')).toBeUndefined();
  });

  it('refuses keys that could leave its space', async () => {
    for (const key of ['../escape', 'a/../../b', '/absolute', 'a b']) {
      await expect(
        storage.put(key, Readable.from([Buffer.from('x')]), 'text/plain'),
      ).rejects.toThrow('Invalid storage key');
    }
  });

  it('lists the files of a folder, with when each was written', async () => {
    const before = Date.now() - 60_000;
    await storage.put('listed/a', Readable.from([Buffer.from('a')]), 'text/plain');
    await storage.put('listed/b/c', Readable.from([Buffer.from('c')]), 'text/plain');
    const files: { key: string; writtenAt: Date }[] = [];
    for await (const file of storage.list('listed')) files.push(file);
    expect(files.map((file) => file.key).sort()).toEqual(['listed/a', 'listed/b/c']);
    for (const { writtenAt } of files) expect(writtenAt.getTime()).toBeGreaterThan(before);
    const none: unknown[] = [];
    for await (const file of storage.list('nothing-here')) none.push(file);
    expect(none).toEqual([]);
  });

  it('leaves uploads written to within the hour alone', async () => {
    expect(await storage.removeStaleUploads(new Date(Date.now() - 60 * 60_000))).toBe(0);
  });

  it('says it works', async () => {
    expect(await storage.isWorking()).toBe(true);
  });
});

describe('storage details', () => {
  it('local: a failed upload leaves no temporary file', () => {
    expect(readdirSync(join(localDir, '.incoming'))).toEqual([]);
  });

  it('local: a temporary file no one writes to any more is removed', async () => {
    const local = drivers[0]![1];
    writeFileSync(join(localDir, '.incoming', 'afgebroken'), 'half');
    expect(await local.removeStaleUploads(new Date(Date.now() - 60 * 60_000))).toBe(0);
    expect(await local.removeStaleUploads(new Date(Date.now() + 60_000))).toBe(1);
    expect(readdirSync(join(localDir, '.incoming'))).toEqual([]);
  });

  it('S3: a missing bucket is "not working"', async () => {
    expect(await createS3Storage({ ...s3Settings, bucket: 'bestaat-niet' }).isWorking()).toBe(
      false,
    );
  });
});
