import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

// Issue 22: a phone on a slow line downloads the week's modules compressed; small answers are
// not worth the work and go as they are.
const { request, signUp } = await buildTestApp();
const learner = await signUp('gecomprimeerd@example.nl');
const modules = (encoding?: string) =>
  request({
    method: 'GET',
    url: '/api/get-microlearning-modules',
    headers: { ...learner.headers, ...(encoding && { 'accept-encoding': encoding }) },
  });

describe('compressed answers', () => {
  it('an answer over 1 KB comes gzipped to a client that accepts it, the same JSON inside', async () => {
    const plain = await modules();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const gzipped = await modules('gzip');
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('comes as brotli to a browser that accepts it, telling caches it varies by encoding', async () => {
    const plain = await modules();
    const browser = await modules('gzip, deflate, br, zstd');
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(browser.rawPayload).toString())).toEqual(plain.json());
  });

  it('the same answer asked again comes the same, and a changed answer comes changed', async () => {
    const first = await modules('br');
    const again = await modules('br');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another learner's week (another name in it, no progress shared): their own answer.
    const other = await signUp('andere-week@example.nl');
    const theirs = await request({
      method: 'GET',
      url: '/api/get-microlearning-modules',
      headers: { ...other.headers, 'accept-encoding': 'br' },
    });
    expect(JSON.parse(brotliDecompressSync(theirs.rawPayload).toString())).toEqual(
      (
        await request({
          method: 'GET',
          url: '/api/get-microlearning-modules',
          headers: other.headers,
        })
      ).json(),
    );
  });

  it('honours a client that refuses brotli (q=0) with gzip, and one that refuses all with none', async () => {
    const gzipped = await modules('br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const none = await modules('br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual((await modules()).json());
  });

  it('a small answer goes uncompressed', async () => {
    const response = await request({
      method: 'GET',
      url: '/api/features',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
