import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './api-client';

const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('../config/env', () => ({ env }));

// A real HTTP server answering with the status named in the path.
let seen: IncomingHttpHeaders = {};
const server = createServer((request, response) => {
  seen = request.headers;
  const status = Number(request.url?.match(/status\/(\d+)/)?.[1] ?? 200);
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      status < 400
        ? { status: 'success' }
        : { code: 'NOT_FOUND', message: 'Geen bericht gevonden' },
    ),
  );
});

const futureToken = () => {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 })).replace(
    /=+$/,
    '',
  );
  return `eyJhbGciOiJFZERTQSJ9.${payload}.c2ln`;
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  env.apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => server.close());

describe('the API client (spec §7–§9)', () => {
  const reload = vi.fn();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

  beforeEach(() => {
    reload.mockReset();
    consoleError.mockClear();
    sessionStorage.clear();
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      configurable: true,
    });
    localStorage.setItem('userId', 'user-1');
    localStorage.setItem('accessToken', futureToken());
  });

  it('sends the bearer token and the User-Id from local storage', async () => {
    await apiClient.get('/users/me');
    expect(seen.authorization).toBe(`Bearer ${localStorage.getItem('accessToken')}`);
    expect(seen['user-id']).toBe('user-1');
  });

  it('waits 50 000 ms, and 100 000 000 ms for uploads', async () => {
    expect((await apiClient.get('/my-assignment')).config.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect((await apiClient.post('/upload-attachment', {})).config.timeout).toBe(UPLOAD_TIMEOUT_MS);
    // Replacing an answer's file is an upload too (issue 19); replacing its text is not.
    const file = new FormData();
    file.append('file', new Blob(['video']), 'clip.mp4');
    const replaced = await apiClient.post('/update-attachment/a1', file);
    expect(replaced.config.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect((await apiClient.post('/update-attachment/a1', { text: 'x' })).config.timeout).toBe(
      REQUEST_TIMEOUT_MS,
    );
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(100_000_000);
  });

  it('reloads the page on a 404, logs and rethrows', async () => {
    await expect(apiClient.get('/status/404')).rejects.toMatchObject({ response: { status: 404 } });
    expect(reload).toHaveBeenCalledOnce();
    expect(consoleError).toHaveBeenCalled();
  });

  it('reloads at most once per location, so an unknown id cannot reload for ever', async () => {
    await expect(apiClient.get('/status/404')).rejects.toMatchObject({ response: { status: 404 } });
    // After the reload the same location answers 404 again: the screen shows it is not found.
    await expect(apiClient.get('/status/404')).rejects.toMatchObject({ response: { status: 404 } });
    expect(reload).toHaveBeenCalledOnce();
    // Another location gets its own reload.
    window.location.href = `${window.location.href}#elders`;
    await expect(apiClient.get('/status/404')).rejects.toMatchObject({ response: { status: 404 } });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing more on a 401 than log and rethrow', async () => {
    await expect(apiClient.get('/status/401')).rejects.toMatchObject({ response: { status: 401 } });
    expect(reload).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalled();
  });
});
