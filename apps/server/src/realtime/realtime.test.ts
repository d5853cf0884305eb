import { once } from 'node:events';
import { realtimeRefs } from '@leerloop/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp } from '../../test/helper.ts';

const { app, request, signUp } = await buildTestApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const lina = await signUp('lina-rt@example.nl');
const omar = await signUp('omar-rt@example.nl');

/** A WebSocket client as a browser tab of ours would open it. */
async function connect(origin = 'http://localhost:3000') {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/realtime`, { origin });
  const messages: { type: string; ref?: string; code?: string }[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  socket.on('close', (code) => (closeCode = code));
  await once(socket, 'open');
  return {
    messages,
    closeCode: () => closeCode,
    send: (message: object | string) =>
      socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
  };
}

async function signedIn(user: typeof lina) {
  const client = await connect();
  client.send({ type: 'auth', token: user.token, userId: user.userId });
  await expect.poll(() => client.messages.at(-1)).toEqual({ type: 'ready' });
  return client;
}

const saveLanguage = (user: typeof lina, langSelected: 'nl' | 'mc') =>
  request({
    method: 'PUT',
    url: '/api/users/me/settings',
    headers: user.headers,
    payload: { langSelected },
  });

describe('the realtime store', () => {
  it('tells a subscriber when their profile changed on another device', async () => {
    const tab = await signedIn(lina);
    tab.send({ type: 'subscribe', ref: realtimeRefs.user(lina.userId) });
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'subscribed', ref: `users/${lina.userId}` });
    expect((await saveLanguage(lina, 'mc')).statusCode).toBe(200);
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'changed', ref: `users/${lina.userId}` });
    tab.close();
  });

  it('tells every tab that follows a reference, and stops telling one that left it', async () => {
    const [first, second, leaving] = [
      await signedIn(lina),
      await signedIn(lina),
      await signedIn(lina),
    ];
    for (const tab of [first, second, leaving]) {
      tab.send({ type: 'subscribe', ref: realtimeRefs.user(lina.userId) });
      await expect.poll(() => tab.messages.at(-1)?.type).toBe('subscribed');
    }
    leaving.send({ type: 'unsubscribe', ref: realtimeRefs.user(lina.userId) });
    second.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await saveLanguage(lina, 'nl')).statusCode).toBe(200);
    await expect
      .poll(() => first.messages.at(-1))
      .toEqual({ type: 'changed', ref: `users/${lina.userId}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaving.messages.filter((m) => m.type === 'changed')).toEqual([]);
    first.close();
    leaving.close();
  });

  it("answers someone else's reference as not found, and never tells about it", async () => {
    const tab = await signedIn(omar);
    tab.send({ type: 'subscribe', ref: realtimeRefs.user(lina.userId) });
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'error', code: 'NOT_FOUND', ref: `users/${lina.userId}` });
    await saveLanguage(lina, 'nl');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tab.messages.filter((m) => m.type === 'changed')).toEqual([]);
    tab.close();
  });

  it("lets a learner follow their own answers' reviews, nobody else's", async () => {
    const tab = await signedIn(omar);
    tab.send({ type: 'subscribe', ref: realtimeRefs.answers(omar.userId) });
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'subscribed', ref: `answers/${omar.userId}` });
    tab.send({ type: 'subscribe', ref: realtimeRefs.answers(lina.userId) });
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'error', code: 'NOT_FOUND', ref: `answers/${lina.userId}` });
    tab.close();
  });

  it('closes the connection for a forged token, a token of someone else, or no auth first', async () => {
    const forged = await connect();
    forged.send({ type: 'auth', token: 'eyJhbGciOiJub25lIn0.e30.', userId: lina.userId });
    await expect.poll(forged.closeCode).toBe(4401);

    const swapped = await connect();
    swapped.send({ type: 'auth', token: omar.token, userId: lina.userId });
    await expect.poll(swapped.closeCode).toBe(4401);

    const early = await connect();
    early.send({ type: 'subscribe', ref: realtimeRefs.user(lina.userId) });
    await expect.poll(early.closeCode).toBe(4401);
  });

  it('answers a plain request (no WebSocket) in the one error shape', async () => {
    const plain = await request({ method: 'GET', url: '/api/realtime' });
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({
      code: 'WEBSOCKET_ONLY',
      message: 'Dit adres werkt alleen als WebSocket-verbinding.',
    });
  });

  it('refuses pages of other origins', async () => {
    const foreign = await connect('https://evil.example');
    await expect.poll(foreign.closeCode).toBe(4401);
  });

  it('answers a bad message with an error and a non-JSON one by closing', async () => {
    const tab = await signedIn(lina);
    tab.send({ type: 'subscribe' });
    await expect
      .poll(() => tab.messages.at(-1))
      .toEqual({ type: 'error', code: 'VALIDATION_ERROR' });
    tab.send('{nope');
    await expect.poll(tab.closeCode).toBe(4400);
  });
});
