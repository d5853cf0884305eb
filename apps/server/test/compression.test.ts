import { gunzipSync } from 'node:zlib';
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
