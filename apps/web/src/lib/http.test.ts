import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, RequestAbortedError, send, urlOf } from './http';

// A real HTTP server: the status named in the path, and what it was sent, back as JSON.
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += String(chunk)));
  request.on('end', () => {
    // The preflight jsdom sends first (a JSON upload with progress listeners is not simple).
    const status =
      request.method === 'OPTIONS' ? 204 : Number(request.url?.match(/status\/(\d+)/)?.[1] ?? 200);
    if (request.url?.includes('slow')) return setTimeout(() => response.end('{}'), 500);
    response.writeHead(status, {
      'content-type': 'application/json',
      'retry-after': '60',
      // jsdom's XMLHttpRequest keeps to CORS.
      'access-control-allow-origin': String(request.headers.origin ?? '*'),
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, accept',
    });
    response.end(JSON.stringify({ method: request.method, url: request.url, body }));
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('the HTTP transport', () => {
  it('puts the query fields on the address, leaving out empty ones', () => {
    expect(urlOf({ url: '/a', baseURL: '/api', params: { b: 1, c: undefined, d: 'x y' } })).toBe(
      '/api/a?b=1&d=x+y',
    );
  });

  it('sends JSON and reads JSON; a refusal carries its status, body and headers', async () => {
    const { data } = await send({ method: 'POST', url: `${base}/x`, data: { a: 1 } });
    expect(data).toMatchObject({ method: 'POST', body: '{"a":1}' });
    const refused = await send({ url: `${base}/status/429` }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).response).toMatchObject({
      status: 429,
      headers: { 'retry-after': '60' },
    });
  });

  it('gives up when the time is up', async () => {
    const late = await send({ url: `${base}/slow`, timeout: 50 }).catch((error: unknown) => error);
    expect(late).toBeInstanceOf(RequestAbortedError);
    expect((late as RequestAbortedError).isTimeout).toBe(true);
  });

  it('sends an upload that reports its progress over XMLHttpRequest', async () => {
    const seen: number[] = [];
    const { data } = await send({
      method: 'POST',
      url: `${base}/status/200`,
      data: { text: 'x'.repeat(10_000) },
      onUploadProgress: ({ loaded }) => seen.push(loaded),
    });
    expect(data).toMatchObject({ method: 'POST' });
    const refused = await send({
      method: 'POST',
      url: `${base}/status/413`,
      data: {},
      onUploadProgress: () => {},
    }).catch((error: unknown) => error);
    expect((refused as HttpError).response.status).toBe(413);
  });
});
