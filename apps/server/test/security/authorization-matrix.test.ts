import { once } from 'node:events';
import { realtimeRefs } from '@leerloop/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { multipartBody, sampleFiles } from '../multipart.ts';
import {
  type Attacker,
  attackers,
  buildVictimWorld,
  securityTestApp,
  type Session,
  type VictimWorld,
} from './security-world.ts';

/**
 * Issue 18: every route of the app (as registered, so a new one is caught) is tried by an
 * outsider, another learner, a Lid and a Gast of the victim's organisation and another
 * organisation's Admin, against the victim's things. Each route needs an entry below saying
 * who may; one without an entry fails the test.
 */
const app = await securityTestApp();
const world = await buildVictimWorld(app);
const address = await app.app.listen({ port: 0, host: '127.0.0.1' });

/** Issue 24: tus's headers, and an unfinished resumable upload of the victim's (week 2's photo). */
const tus = { 'tus-resumable': '1.0.0' };
const tusCreation = (assignmentId: string) => ({
  ...tus,
  'upload-length': '100',
  'upload-metadata': Object.entries({ assignmentId, taskId: 't2', filename: 'foto.png' })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(','),
});
const victimUpload = (
  await app.request({
    method: 'POST',
    url: '/api/upload-attachment/resumable',
    headers: { ...world.victim.headers, ...tusCreation('w2-assignment') },
  })
).headers.location as string;

interface Try {
  url: string;
  payload?: object;
  /** A multipart upload (a small PNG) with these fields. */
  upload?: Record<string, string>;
  /** Session cookie instead of the access token (Better Auth's own endpoints). */
  byCookie?: boolean;
  /** Request headers of the route's protocol (tus's, for resumable uploads). */
  headers?: Record<string, string>;
  /** Who may, for this one of a wildcard route's tries (else the entry's). */
  may?: readonly Attacker[];
}
type Owner = 'victim' | 'coach' | 'platformAdmin';
interface Entry {
  /** The request each attacker makes; several for a wildcard route. */
  try?: (w: VictimWorld) => Try | Try[];
  /** Attackers who may (their answer is no refusal, and still holds nothing secret). */
  may?: readonly Attacker[];
  /** Someone who may, to show the try is a real one (2xx); left out where it would destroy. */
  owner?: Owner;
  /** Why a route is open to anyone (nothing of anyone's behind it without its own secret). */
  open?: string;
  /** A route that is not plain HTTP, tried its own way. */
  custom?: (actor: Session | null) => Promise<{ status: number; body: string }>;
}

const signedIn = ['otherLearner', 'lid', 'gast', 'otherAdmin'] as const;
const orgMembers = ['lid', 'gast'] as const;
const coaches = ['otherAdmin'] as const;
const png = { name: 'foto.png', bytes: sampleFiles.png, type: 'image/png' };

/** Subscribes to the victim's realtime references over the WebSocket, as a browser tab would. */
async function realtimeTry(actor: Session | null) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/realtime`, {
    origin: 'http://localhost:3000',
  });
  const messages: { type: string; code?: string }[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  socket.on('close', (code) => (closeCode = code));
  await once(socket, 'open');
  if (actor) {
    socket.send(JSON.stringify({ type: 'auth', token: actor.token, userId: actor.userId }));
    await expect.poll(() => messages.at(-1)?.type).toBe('ready');
  }
  const answers = [];
  for (const ref of [realtimeRefs.user(world.victim.userId), `games/${world.victim.userId}`]) {
    const before = messages.length;
    socket.send(JSON.stringify({ type: 'subscribe', ref }));
    await expect.poll(() => messages.length > before || closeCode !== undefined).toBe(true);
    answers.push(closeCode === 4401 ? 401 : messages.at(-1)?.code === 'NOT_FOUND' ? 404 : 200);
  }
  socket.close();
  return { status: Math.max(...answers), body: JSON.stringify(messages) };
}

const o = (w: VictimWorld) => `/api/organizations/${w.org.id}`;
const g = (w: VictimWorld) => `/api/groups/${w.group.id}`;
const nobody: readonly Attacker[] = [];

/** Who may do what. The keys are the routes as Fastify registers them. */
const matrix: Record<string, Entry> = {
  // --- Open by design ---------------------------------------------------------------------
  'GET /api/health': { open: 'health check, no data' },
  'GET /api/captcha': { open: "the sign-up's proof-of-work challenge" },
  'GET /api/sso-connections': { open: 'the school sign-in buttons' },
  'GET /api/features': { open: "which optional parts the deployment turned on; no one's data" },
  'POST /api/request-otp': { open: 'sign-in: answers alike for every address (sign-in-abuse)' },
  'POST /api/verify-otp': { open: 'sign-in: the mailed code is the secret' },
  'POST /api/request-phone-code': { open: 'sign-in: answers alike for every number' },
  'POST /api/verify-phone-code': { open: 'sign-in: the texted code is the secret' },
  'POST /api/verify-email-link': { open: "sign-in: the link's token is the secret" },
  'POST /api/reset-password': { open: 'the mailed code is the secret' },
  'GET /api/invitations/:token': { open: "the link's token (24 random bytes) is the secret" },
  'GET /api/parent-consent/:token': { open: "the mailed link's token is the secret" },
  'POST /api/parent-consent/:token': { open: "the mailed link's token is the secret" },
  'POST /api/parent-consent/:token/withdraw': { open: "the mailed link's token is the secret" },
  'GET /api/avatars/:ownerId/:file': { open: 'a picture at a random name, new every upload' },
  'GET /api/logos/:ownerId/:file': { open: 'a logo at a random name, new every upload' },
  'GET /content-images/:folder/:file': { open: "the programme's own images" },
  'GET /fonts/museo-sans.css': { open: "the deployment's font declarations" },
  'GET /fonts/museo-sans/:file': { open: "the deployment's licensed font files, by name" },
  'GET /api/docs/json': { open: 'the API description; API_DOCS turns it off (production)' },
  'GET /api/docs/yaml': { open: 'the API description; API_DOCS turns it off (production)' },
  'GET /api/docs/static/*': { open: 'the API description; API_DOCS turns it off (production)' },
  'GET /api/docs/static/index.html': { open: 'the API description page (API_DOCS)' },
  'GET /api/docs/static/swagger-initializer.js': { open: 'the API description page (API_DOCS)' },
  'GET /api/docs': { open: 'the API description page (API_DOCS)' },
  'GET /dev/mail': { open: 'the local outbox: never registered in production (app.ts)' },
  'GET /dev/mail.json': { open: 'the local outbox: never registered in production (app.ts)' },
  'GET /dev/sms': { open: 'the local SMS outbox: never registered in production' },
  'GET /dev/sms.json': { open: 'the local SMS outbox: never registered in production' },

  // --- Better Auth's own endpoints, at their doors to someone else ------------------------
  'GET /api/auth/*': {
    try: () => [
      // Anyone may ask who they are; without a session the answer is null.
      { url: '/api/auth/get-session', byCookie: true, may: attackers },
      { url: '/api/auth/list-sessions', byCookie: true, may: signedIn },
      { url: '/api/auth/admin/list-users', byCookie: true },
      { url: '/api/auth/organization/list-members', byCookie: true },
    ],
  },
  'POST /api/auth/*': {
    try: (w) => [
      {
        url: '/api/auth/admin/impersonate-user',
        payload: { userId: w.victim.userId },
        byCookie: true,
      },
      {
        url: '/api/auth/admin/set-role',
        payload: { userId: w.victim.userId, role: 'admin' },
        byCookie: true,
      },
      { url: '/api/auth/admin/ban-user', payload: { userId: w.victim.userId }, byCookie: true },
      {
        url: '/api/auth/organization/update-member-role',
        payload: { memberId: w.ids.victimMember, role: 'admin', organizationId: w.org.id },
        byCookie: true,
      },
      {
        url: '/api/auth/organization/set-active',
        payload: { organizationId: w.org.id },
        byCookie: true,
      },
      // One's own profile only (a client-set picture path is refused: account-picture.test).
      {
        url: '/api/auth/update-user',
        payload: { name: 'Over Genomen', firstName: 'Over', lastName: 'Genomen' },
        byCookie: true,
        may: signedIn,
      },
    ],
  },
  'GET /api/realtime': { custom: realtimeTry },

  // --- The learner's own things: another one's are never reachable ------------------------
  'GET /api/users/me': { try: () => ({ url: '/api/users/me' }), may: signedIn },
  // The learner's own consent: each answers for the caller alone (an adult's: nothing to do).
  'GET /api/my-consent': { try: () => ({ url: '/api/my-consent' }), may: signedIn },
  'PUT /api/my-consent/birth-year': {
    try: () => ({ url: '/api/my-consent/birth-year', payload: { birthYear: 2000 } }),
    may: signedIn,
  },
  'POST /api/my-consent/parent-request': {
    try: () => ({
      url: '/api/my-consent/parent-request',
      payload: { parentEmail: 'ouder@example.nl' },
    }),
    may: signedIn,
  },
  // The download holds the caller's own data only (the leak check reads none of the victim's).
  'GET /api/my-data': { try: () => ({ url: '/api/my-data' }), may: signedIn },
  'PUT /api/users/me/settings': {
    try: () => ({ url: '/api/users/me/settings', payload: { langSelected: 'nl' } }),
    may: signedIn,
  },
  // Issue 24: the caller's own push subscriptions and review; a card of another is a 404.
  'GET /api/reminders/push-key': { try: () => ({ url: '/api/reminders/push-key' }), may: signedIn },
  'PUT /api/reminders/push-subscription': {
    try: () => ({
      url: '/api/reminders/push-subscription',
      payload: {
        endpoint: 'https://push.example.net/matrix',
        keys: { p256dh: 'BAAA', auth: 'AAAA' },
      },
    }),
    may: signedIn,
  },
  'POST /api/reminders/push-subscription/remove': {
    try: () => ({
      url: '/api/reminders/push-subscription/remove',
      payload: { endpoint: 'https://push.example.net/matrix' },
    }),
    may: signedIn,
  },
  'GET /api/spaced-review': { try: () => ({ url: '/api/spaced-review' }), may: signedIn },
  'POST /api/spaced-review/answers': {
    try: () => ({
      url: '/api/spaced-review/answers',
      payload: { moduleId: 'w1-module-1', itemId: 'q1', answer: 'b' },
    }),
  },
  'GET /api/get-microlearning-modules': {
    try: () => ({ url: '/api/get-microlearning-modules' }),
    may: signedIn,
  },
  'GET /api/get-microlearning-content/:id': {
    try: () => ({ url: '/api/get-microlearning-content/w1-module-1' }),
    may: signedIn,
  },
  'GET /api/microlearning-progress/:id': {
    try: () => ({ url: '/api/microlearning-progress/w1-module-1' }),
    may: signedIn,
  },
  'PUT /api/microlearning-progress/:id': {
    try: () => ({ url: '/api/microlearning-progress/w1-module-1', payload: { position: 1 } }),
    may: signedIn,
  },
  'POST /api/microlearning-progress/:id/answers': {
    try: () => ({
      url: '/api/microlearning-progress/w1-module-1/answers',
      payload: { itemId: 'q1', answer: 'b' },
    }),
    may: signedIn,
  },
  'POST /api/microlearning-progress/:id/complete': {
    try: () => ({ url: '/api/microlearning-progress/w1-module-2/complete' }),
    may: signedIn,
  },
  'POST /api/microlearning-progress/:id/restart': {
    try: () => ({ url: '/api/microlearning-progress/w1-module-2/restart' }),
    may: signedIn,
  },
  'POST /api/finish-onboarding': { try: () => ({ url: '/api/finish-onboarding' }), may: signedIn },
  'GET /api/themes': { try: () => ({ url: '/api/themes' }), may: signedIn },
  'POST /api/my-themes': {
    try: () => ({
      url: '/api/my-themes',
      payload: { choices: [{ id: 'week-1', choice: 'agree' }] },
    }),
    may: signedIn,
  },
  // With someone else's code the caller would just join that organisation as themselves.
  'POST /api/check-user': {
    try: () => ({ url: '/api/check-user', payload: { code: 'RAAD-RAAD-RAAD-RAAD' } }),
    may: signedIn,
  },
  'GET /api/my-assignment': { try: () => ({ url: '/api/my-assignment' }), may: signedIn },
  'GET /api/check-my-assignment': {
    try: () => ({ url: '/api/check-my-assignment' }),
    may: signedIn,
  },
  'POST /api/upload-text': {
    try: () => ({
      url: '/api/upload-text',
      payload: { assignmentId: 'w1-assignment', taskId: 't1', text: 'Mijn eigen antwoord.' },
    }),
    may: signedIn,
  },
  'POST /api/upload-attachment': {
    try: () => ({
      url: '/api/upload-attachment',
      upload: { assignmentId: 'w1-assignment', taskId: 't2' },
    }),
    may: signedIn,
  },
  // Issue 24: each starts an upload of their own.
  'POST /api/upload-attachment/resumable': {
    try: () => ({ url: '/api/upload-attachment/resumable', headers: tusCreation('w1-assignment') }),
    may: signedIn,
  },
  // Issue 20: the caller's own new responses only (the victim's stay out of the answer).
  'GET /api/review-responses': { try: () => ({ url: '/api/review-responses' }), may: signedIn },
  'GET /api/string-attachment-data': {
    try: () => ({ url: '/api/string-attachment-data' }),
    may: signedIn,
  },
  'GET /api/vauld': { try: () => ({ url: '/api/vauld' }), may: signedIn },
  'GET /api/my-story': { try: () => ({ url: '/api/my-story' }), may: signedIn },
  'POST /api/my-story-save': {
    try: () => ({ url: '/api/my-story-save', payload: { week: 1, text: 'Mijn woorden.' } }),
    may: signedIn,
  },
  'GET /api/my-prompt-evolution': {
    try: () => ({ url: '/api/my-prompt-evolution?week=1' }),
    may: signedIn,
  },
  // The id is a week: the caller's own reflection on it, never the victim's.
  'GET /api/evolution/:id': { try: () => ({ url: '/api/evolution/1' }), may: signedIn },
  'POST /api/evolution': {
    try: () => ({ url: '/api/evolution', payload: { week: 1, text: 'Mijn reflectie.' } }),
    may: signedIn,
  },
  'GET /api/games': { try: () => ({ url: '/api/games' }), may: signedIn },
  'GET /api/tinder-deck/:id': { try: () => ({ url: '/api/tinder-deck/w1-deck' }), may: signedIn },
  'POST /api/my-tinder-save': {
    try: () => ({
      url: '/api/my-tinder-save',
      payload: { deckId: 'w1-deck', cardId: 's2', choice: 'disagree' },
    }),
    may: signedIn,
  },
  'POST /api/upload-tinder-result': {
    try: () => ({ url: '/api/upload-tinder-result', payload: { deckId: 'w1-deck' } }),
    may: signedIn,
  },
  'POST /api/finish-firstTimePlay': {
    try: () => ({ url: '/api/finish-firstTimePlay' }),
    may: signedIn,
  },
  'GET /api/chats': { try: () => ({ url: '/api/chats' }), may: signedIn },
  'GET /api/my-imi': { try: () => ({ url: '/api/my-imi' }), may: signedIn },
  'GET /api/account/emails': { try: () => ({ url: '/api/account/emails' }), may: signedIn },
  'POST /api/account/emails': {
    try: () => ({ url: '/api/account/emails', payload: { email: 'nog-een@example.nl' } }),
    may: signedIn,
  },
  'POST /api/account/picture': {
    try: () => ({ url: '/api/account/picture', upload: {} }),
    may: signedIn,
  },
  'DELETE /api/account/picture': { try: () => ({ url: '/api/account/picture' }), may: signedIn },
  'GET /api/account/phones': { try: () => ({ url: '/api/account/phones' }), may: signedIn },
  'POST /api/account/phones': {
    try: () => ({ url: '/api/account/phones', payload: { phone: '+31612345678' } }),
    may: signedIn,
  },
  'POST /api/account/second-step/text': {
    try: () => ({ url: '/api/account/second-step/text' }),
    // Needs a verified number of the caller's own first: a 409, never someone else's.
    may: signedIn,
  },
  'DELETE /api/account/second-step/text': {
    try: () => ({ url: '/api/account/second-step/text' }),
    may: signedIn,
  },
  'POST /api/account/reverify/password': {
    try: () => ({
      url: '/api/account/reverify/password',
      payload: { password: 'Fout-Wachtwoord-9' },
    }),
    may: signedIn,
  },
  'POST /api/account/reverify/send-code': {
    try: () => ({ url: '/api/account/reverify/send-code' }),
    may: signedIn,
  },
  'POST /api/account/reverify/code': {
    try: () => ({ url: '/api/account/reverify/code', payload: { code: '000000' } }),
    may: signedIn,
  },
  'GET /api/account/wallets': { try: () => ({ url: '/api/account/wallets' }), may: signedIn },
  'POST /api/account/wallets/challenge': {
    try: () => ({
      url: '/api/account/wallets/challenge',
      payload: { address: `0x${'ab'.repeat(20)}`, chainId: 1 },
    }),
    may: signedIn,
  },
  'POST /api/account/wallets': {
    try: () => ({ url: '/api/account/wallets', payload: { signature: `0x${'cd'.repeat(65)}` } }),
    may: signedIn,
  },
  'GET /api/organizations': { try: () => ({ url: '/api/organizations' }), may: signedIn },
  // Anyone signed in may start one (here refused for the taken address, so nobody becomes a
  // coach in the middle of the matrix).
  'POST /api/organizations': {
    try: (w) => ({ url: '/api/organizations', payload: { name: 'Eigen club', slug: w.org.slug } }),
    may: signedIn,
  },
  'GET /api/organization-suggestions': {
    try: () => ({ url: '/api/organization-suggestions' }),
    may: signedIn,
  },

  // --- The victim's things, by their id ----------------------------------------------------
  'POST /api/update-attachment/:id': {
    try: (w) => ({
      url: `/api/update-attachment/${w.ids.textAnswer}`,
      payload: { text: 'Gewist.' },
    }),
    owner: 'victim',
  },
  'PATCH /api/upload-attachment/resumable/:id': {
    try: () => ({
      url: victimUpload,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    }),
    owner: 'victim',
  },
  'DELETE /api/upload-attachment/resumable/:id': {
    try: () => ({ url: victimUpload, headers: tus }),
  },
  'GET /api/check-attachment/:id': {
    try: (w) => ({ url: `/api/check-attachment/${w.ids.textAnswer}` }),
    owner: 'victim',
  },
  'POST /api/review-responses/:id/seen': {
    try: (w) => ({ url: `/api/review-responses/${w.ids.textAnswer}/seen` }),
    owner: 'victim',
  },
  'POST /api/attachment-player/:consent': {
    try: (w) => ({ url: '/api/attachment-player/Y', payload: { attachmentId: w.ids.photoAnswer } }),
    owner: 'victim',
  },
  'GET /api/attachment-file/:id': {
    try: (w) => ({ url: `/api/attachment-file/${w.ids.photoAnswer}` }),
    owner: 'coach',
  },
  'GET /api/games/:playerId': {
    try: (w) => ({ url: `/api/games/${w.victim.userId}` }),
    owner: 'victim',
  },
  'GET /api/chats/:id': { try: (w) => ({ url: `/api/chats/${w.ids.chat}` }), owner: 'victim' },
  // Writing into the victim's chat (its id in the body).
  'POST /api/chats': {
    try: (w) => ({ url: '/api/chats', payload: { chatId: w.ids.chat, message: 'Wat zei je?' } }),
    owner: 'victim',
  },
  'POST /api/account/emails/:id/send-code': {
    try: (w) => ({ url: `/api/account/emails/${w.ids.email}/send-code` }),
    owner: 'victim',
  },
  'POST /api/account/emails/:id/verify': {
    try: (w) => ({ url: `/api/account/emails/${w.ids.email}/verify`, payload: { code: '123456' } }),
  },
  'POST /api/account/emails/:id/primary': {
    try: (w) => ({ url: `/api/account/emails/${w.ids.email}/primary` }),
  },
  'DELETE /api/account/emails/:id': {
    try: (w) => ({ url: `/api/account/emails/${w.ids.email}` }),
  },
  'POST /api/account/phones/:id/send-code': {
    try: (w) => ({ url: `/api/account/phones/${w.ids.phone}/send-code` }),
    owner: 'victim',
  },
  'POST /api/account/phones/:id/verify': {
    try: (w) => ({ url: `/api/account/phones/${w.ids.phone}/verify`, payload: { code: '123456' } }),
  },
  'POST /api/account/phones/:id/primary': {
    try: (w) => ({ url: `/api/account/phones/${w.ids.phone}/primary` }),
  },
  'DELETE /api/account/phones/:id': { try: (w) => ({ url: `/api/account/phones/${w.ids.phone}` }) },
  'DELETE /api/account/wallets/:id': {
    try: (w) => ({ url: `/api/account/wallets/${w.ids.wallet}` }),
  },
  'POST /api/organization-suggestions/:id/request': {
    try: (w) => ({ url: `/api/organization-suggestions/${w.ids.suggestion}/request` }),
    owner: 'victim',
  },
  'POST /api/invitations/:token/accept': {
    try: (w) => ({ url: `/api/invitations/${w.ids.invitationToken}/accept` }),
  },

  // --- The coach's side: only the victim's own coach ----------------------------------------
  'GET /api/review/answers': {
    try: () => ({ url: '/api/review/answers?status=all' }),
    may: coaches,
  },
  'GET /api/review/answers/:id': {
    try: (w) => ({ url: `/api/review/answers/${w.ids.photoAnswer}` }),
    owner: 'coach',
  },
  'POST /api/review/answers/:id': {
    try: (w) => ({
      url: `/api/review/answers/${w.ids.textAnswer}`,
      payload: { decision: 'needs-work', feedback: 'Kan beter.' },
    }),
    owner: 'coach',
  },
  'POST /api/review/answers/:id/brainfood': {
    try: (w) => ({
      url: `/api/review/answers/${w.ids.textAnswer}/brainfood`,
      payload: { inBrainfood: true },
    }),
  },
  'GET /api/review/imi-flags': { try: () => ({ url: '/api/review/imi-flags' }), may: coaches },
  'GET /api/review/imi-flags/count': {
    try: () => ({ url: '/api/review/imi-flags/count' }),
    may: coaches,
  },
  'POST /api/review/imi-flags/:id/seen': {
    try: (w) => ({ url: `/api/review/imi-flags/${w.ids.flag}/seen` }),
    owner: 'coach',
  },

  // --- The victim's organisation: the permission matrix of the contracts ---------------------
  'PUT /api/organizations/active': {
    try: (w) => ({ url: '/api/organizations/active', payload: { organizationId: w.org.id } }),
    may: orgMembers,
  },
  'GET /api/organizations/:orgId': { try: (w) => ({ url: o(w) }), may: orgMembers, owner: 'coach' },
  'PUT /api/organizations/:orgId': {
    try: (w) => ({ url: o(w), payload: { name: 'Overgenomen', slug: `overgenomen-${w.org.id}` } }),
  },
  'DELETE /api/organizations/:orgId': {
    try: (w) => ({ url: o(w), payload: { confirm: w.org.name } }),
  },
  'PUT /api/organizations/:orgId/embedding': {
    try: (w) => ({ url: `${o(w)}/embedding`, payload: { origins: ['https://aanvaller.example'] } }),
  },
  'POST /api/organizations/:orgId/access-code': {
    try: (w) => ({ url: `${o(w)}/access-code` }),
  },
  'POST /api/organizations/:orgId/logo': { try: (w) => ({ url: `${o(w)}/logo`, upload: {} }) },
  'DELETE /api/organizations/:orgId/logo': { try: (w) => ({ url: `${o(w)}/logo` }) },
  // A member may leave (here: refused for the mistyped name, after the membership was checked).
  'POST /api/organizations/:orgId/leave': {
    try: (w) => ({ url: `${o(w)}/leave`, payload: { confirm: 'niet de naam' } }),
    may: orgMembers,
  },
  'GET /api/organizations/:orgId/members': {
    try: (w) => ({ url: `${o(w)}/members` }),
    may: ['lid'],
    owner: 'coach',
  },
  'PUT /api/organizations/:orgId/members/:memberId': {
    try: (w) => ({ url: `${o(w)}/members/${w.ids.victimMember}`, payload: { role: 'guest' } }),
  },
  'DELETE /api/organizations/:orgId/members/:memberId': {
    try: (w) => ({ url: `${o(w)}/members/${w.ids.victimMember}` }),
  },
  'POST /api/organizations/:orgId/invitations': {
    try: (w) => ({
      url: `${o(w)}/invitations`,
      payload: { emails: ['indringer@example.nl'], role: 'admin' },
    }),
  },
  'GET /api/invited-users/:orgId': {
    try: (w) => ({ url: `/api/invited-users/${w.org.id}` }),
    owner: 'coach',
  },
  'DELETE /api/organizations/:orgId/invitations/:invitationId': {
    try: (w) => ({ url: `${o(w)}/invitations/${w.ids.invitationToken}` }),
  },
  'GET /api/organizations/:orgId/domains': {
    try: (w) => ({ url: `${o(w)}/domains` }),
    owner: 'coach',
  },
  'POST /api/organizations/:orgId/domains': {
    try: (w) => ({
      url: `${o(w)}/domains`,
      payload: { domain: 'indringer.nl', email: 'ict@indringer.nl' },
    }),
  },
  'POST /api/organizations/:orgId/domains/:domainId/send-code': {
    try: (w) => ({ url: `${o(w)}/domains/${w.ids.domain}/send-code` }),
  },
  'POST /api/organizations/:orgId/domains/:domainId/verify': {
    try: (w) => ({ url: `${o(w)}/domains/${w.ids.domain}/verify`, payload: { code: '123456' } }),
  },
  'PUT /api/organizations/:orgId/domains/:domainId': {
    try: (w) => ({
      url: `${o(w)}/domains/${w.ids.domain}`,
      payload: { enrollmentMode: 'automatic_invitation' },
    }),
  },
  'DELETE /api/organizations/:orgId/domains/:domainId': {
    try: (w) => ({ url: `${o(w)}/domains/${w.ids.domain}` }),
  },
  'GET /api/organizations/:orgId/requests': {
    try: (w) => ({ url: `${o(w)}/requests` }),
    owner: 'coach',
  },
  'POST /api/organizations/:orgId/requests/:requestId/approve': {
    try: (w) => ({ url: `${o(w)}/requests/${w.ids.request}/approve` }),
  },
  'POST /api/organizations/:orgId/requests/:requestId/reject': {
    try: (w) => ({ url: `${o(w)}/requests/${w.ids.request}/reject` }),
  },

  // --- The victim's group (issue 23): its organisation's Admin and its coaches only ----------
  // Each answers the caller's own groups only (the leak check reads none of the victim's).
  'GET /api/groups': { try: () => ({ url: '/api/groups' }), may: signedIn },
  'POST /api/organizations/:orgId/groups': {
    try: (w) => ({ url: `${o(w)}/groups`, payload: { name: 'Klas van een ander' } }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId': { try: (w) => ({ url: g(w) }), owner: 'coach' },
  'PUT /api/groups/:groupId': { try: (w) => ({ url: g(w), payload: { name: 'Overgenomen' } }) },
  'DELETE /api/groups/:groupId': { try: (w) => ({ url: g(w) }) },
  'POST /api/groups/:groupId/access-code': { try: (w) => ({ url: `${g(w)}/access-code` }) },
  'GET /api/groups/:groupId/candidates': {
    try: (w) => ({ url: `${g(w)}/candidates?q=slachtoffer` }),
    owner: 'coach',
  },
  'PUT /api/groups/:groupId/learners/:userId': {
    try: (w) => ({ url: `${g(w)}/learners/${w.victim.userId}` }),
    owner: 'coach',
  },
  'DELETE /api/groups/:groupId/learners/:userId': {
    try: (w) => ({ url: `${g(w)}/learners/${w.victim.userId}` }),
  },
  'PUT /api/groups/:groupId/coaches/:userId': {
    try: (w) => ({ url: `${g(w)}/coaches/${w.victim.userId}` }),
  },
  'DELETE /api/groups/:groupId/coaches/:userId': {
    try: (w) => ({ url: `${g(w)}/coaches/${w.coach.userId}` }),
  },
  'PUT /api/groups/:groupId/timing': {
    try: (w) => ({ url: `${g(w)}/timing`, payload: { startsOn: null, pace: 'manual' } }),
  },
  'POST /api/groups/:groupId/open-week': {
    try: (w) => ({ url: `${g(w)}/open-week`, payload: { week: 2 } }),
    owner: 'coach',
  },
  'POST /api/groups/:groupId/learners/:userId/open-week': {
    try: (w) => ({ url: `${g(w)}/learners/${w.victim.userId}/open-week`, payload: { week: 3 } }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId/overview': {
    try: (w) => ({ url: `${g(w)}/overview` }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId/charts': {
    try: (w) => ({ url: `${g(w)}/charts` }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId/export/overview': {
    try: (w) => ({ url: `${g(w)}/export/overview` }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId/export/answers': {
    try: (w) => ({ url: `${g(w)}/export/answers` }),
    owner: 'coach',
  },
  'GET /api/groups/:groupId/learners/:userId': {
    try: (w) => ({ url: `${g(w)}/learners/${w.victim.userId}` }),
    owner: 'coach',
  },

  // --- The platform's own admins only ---------------------------------------------------------
  'GET /api/admin/status': { try: () => ({ url: '/api/admin/status' }), owner: 'platformAdmin' },
  'GET /api/admin/users': {
    try: () => ({ url: '/api/admin/users?q=slachtoffer' }),
    owner: 'platformAdmin',
  },
  'POST /api/admin/users/:id/ban': {
    try: (w) => ({ url: `/api/admin/users/${w.victim.userId}/ban` }),
  },
  'POST /api/admin/users/:id/unban': {
    try: (w) => ({ url: `/api/admin/users/${w.victim.userId}/unban` }),
    owner: 'platformAdmin',
  },
  'POST /api/admin/users/:id/require-password-reset': {
    try: (w) => ({ url: `/api/admin/users/${w.victim.userId}/require-password-reset` }),
  },
  'POST /api/admin/users/:id/unlock': {
    try: (w) => ({ url: `/api/admin/users/${w.victim.userId}/unlock` }),
    owner: 'platformAdmin',
  },
  'GET /api/admin/domains': { try: () => ({ url: '/api/admin/domains' }), owner: 'platformAdmin' },
  'POST /api/admin/domains/:id/approve': {
    try: (w) => ({ url: `/api/admin/domains/${w.ids.domain}/approve` }),
  },
  'POST /api/admin/domains/:id/refuse': {
    try: (w) => ({ url: `/api/admin/domains/${w.ids.domain}/refuse` }),
  },
  'GET /api/admin/content': { try: () => ({ url: '/api/admin/content' }), owner: 'platformAdmin' },
  'GET /api/admin/content/items/:itemId': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1' }),
    owner: 'platformAdmin',
  },
  'PUT /api/admin/content/items/:itemId/draft': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1/draft', payload: { data: {} } }),
  },
  'DELETE /api/admin/content/items/:itemId/draft': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1/draft' }),
    owner: 'platformAdmin',
  },
  'POST /api/admin/content/items/:itemId/publish': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1/publish' }),
  },
  'POST /api/admin/content/weeks/:weekId/items': {
    try: () => ({
      url: '/api/admin/content/weeks/week-1/items',
      payload: { kind: 'brainfood', data: {} },
    }),
  },
  'DELETE /api/admin/content/items/:itemId': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1' }),
  },
  'GET /api/admin/content/items/:itemId/history': {
    try: () => ({ url: '/api/admin/content/items/w1-module-1/history' }),
    owner: 'platformAdmin',
  },
  // An organisation's own additions: its Admin (the coach here) only (decision 061).
  'GET /api/organizations/:orgId/content': {
    try: (w) => ({ url: `${o(w)}/content` }),
    owner: 'coach',
  },
  'POST /api/organizations/:orgId/content/weeks/:weekId/items': {
    try: (w) => ({
      url: `${o(w)}/content/weeks/week-1/items`,
      payload: { kind: 'brainfood', data: {} },
    }),
  },
  'GET /api/organizations/:orgId/content/items/:itemId': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1` }),
  },
  'PUT /api/organizations/:orgId/content/items/:itemId/draft': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1/draft`, payload: { data: {} } }),
  },
  'DELETE /api/organizations/:orgId/content/items/:itemId/draft': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1/draft` }),
  },
  'POST /api/organizations/:orgId/content/items/:itemId/publish': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1/publish` }),
  },
  'DELETE /api/organizations/:orgId/content/items/:itemId': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1` }),
  },
  'GET /api/organizations/:orgId/content/items/:itemId/history': {
    try: (w) => ({ url: `${o(w)}/content/items/w1-module-1/history` }),
  },
  'POST /api/imi/test': {
    try: () => ({ url: '/api/imi/test', payload: { prompt: 'Hoi' } }),
    owner: 'platformAdmin',
  },
};

const routeKeys = [
  ...new Set(app.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
];

/** One try as an actor: the access token and User-Id as the web app sends them, or a cookie. */
function send(actor: Session | null, method: string, spec: Try) {
  const headers: Record<string, string> = {};
  Object.assign(headers, spec.headers);
  if (actor && spec.byCookie) headers.cookie = actor.cookie;
  else if (actor) Object.assign(headers, actor.headers);
  const options: InjectOptions & { cookie?: string } = {
    method: method as 'GET',
    url: spec.url,
    headers,
  };
  if (spec.upload) {
    const body = multipartBody(spec.upload, png);
    headers['content-type'] = body.contentType;
    options.payload = body.payload;
  } else if (spec.payload) options.payload = spec.payload;
  return app.request(options);
}

const isRefusal = (status: number) => status === 401 || status === 403 || status === 404;

describe('the authorization matrix', () => {
  it('has an entry for every route the app registers, and none for a route that is gone', () => {
    const missing = routeKeys.filter((key) => !matrix[key]);
    expect(missing, 'routes without an entry: decide who may, in the matrix').toEqual([]);
    const stale = Object.keys(matrix).filter((key) => !routeKeys.includes(key));
    expect(stale, 'entries without a route').toEqual([]);
  });

  it("refuses everyone the victim's things with 401/403/404 { code, message }, and leaks none of them", async () => {
    const problems: string[] = [];
    let tries = 0;
    let refusals = 0;
    const tried = new Set<string>();
    for (const [key, entry] of Object.entries(matrix)) {
      if (entry.open) continue;
      const [method, route] = key.split(' ') as [string, string];
      tried.add(key);
      for (const attacker of attackers) {
        const actor = world.actors[attacker];
        const answers = entry.custom
          ? [{ ...(await entry.custom(actor)), url: route, may: undefined }]
          : await Promise.all(
              [entry.try!(world)].flat().map(async (spec) => {
                const response = await send(actor, method, spec);
                return {
                  status: response.statusCode,
                  body: response.body,
                  url: spec.url,
                  may: spec.may,
                };
              }),
            );
        for (const answer of answers) {
          tries++;
          const where = `${attacker} ${method} ${answer.url}: ${answer.status}`;
          const body = answer.body.toLowerCase();
          for (const secret of world.secretsFor(attacker))
            if (body.includes(secret.toLowerCase())) problems.push(`${where} leaks ${secret}`);
          if (answer.status >= 500) problems.push(`${where} ${answer.body.slice(0, 200)}`);
          const mayPass = (answer.may ?? entry.may ?? nobody).includes(attacker);
          if (mayPass) {
            if (isRefusal(answer.status)) problems.push(`${where} refused one who may`);
            continue;
          }
          if (!isRefusal(answer.status)) {
            problems.push(`${where} not refused: ${answer.body.slice(0, 200)}`);
            continue;
          }
          refusals++;
          if (entry.custom) continue;
          const parsed = JSON.parse(answer.body) as { code?: unknown; message?: unknown };
          if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string')
            problems.push(`${where} refusal without { code, message }: ${answer.body}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The figures in the README's testing section.
    console.info(
      `authorization matrix: ${tried.size} routes × ${attackers.length} attackers, ${tries} tries, ${refusals} refused, 0 leaked`,
    );
  }, 600_000);

  it('lets the owner do each of those, so the refusals are real ones', async () => {
    const owners: Record<Owner, Session> = {
      victim: world.victim,
      coach: world.coach,
      platformAdmin: world.platformAdmin,
    };
    const failed: string[] = [];
    for (const [key, entry] of Object.entries(matrix)) {
      if (!entry.owner) continue;
      const [method] = key.split(' ') as [string];
      for (const spec of [entry.try!(world)].flat()) {
        const response = await send(owners[entry.owner], method, spec);
        if (response.statusCode >= 300)
          failed.push(
            `${entry.owner} ${method} ${spec.url}: ${response.statusCode} ${response.body}`,
          );
      }
    }
    expect(failed).toEqual([]);
  }, 120_000);
});
