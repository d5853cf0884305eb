import { randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import { buildTestApp, FILES_ON_LOCAL_DISK, STRONG_PASSWORD } from '../helper.ts';
import { multipartBody, sampleFiles } from '../multipart.ts';

/**
 * The security suites' app: every limit far above what they send, so a 429 never hides what a
 * route would have answered (decision 020).
 */
export const securityTestApp = () =>
  buildTestApp({
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '1000000',
    MAIL_PER_ADDRESS_PER_MINUTE: '1000000',
    MAIL_PER_MINUTE: '1000000',
    IMI_EMBEDDED_PACE_MS: '0',
    IMI_DAILY_LIMIT: '1000000',
    // The victim has a linked wallet, so the wallet routes are tried on ownership.
    WALLETS_ENABLED: 'true',
    // These suites are about who may, not where files go; tus needs them off s3rver.
    ...FILES_ON_LOCAL_DISK,
  });
export type TestApp = Awaited<ReturnType<typeof securityTestApp>>;
export type Session = Awaited<ReturnType<TestApp['signUp']>>;

/** Who tries the victim's things: each must be refused unless the matrix says otherwise. */
export const attackers = ['outsider', 'otherLearner', 'lid', 'gast', 'otherAdmin'] as const;
export type Attacker = (typeof attackers)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A victim learner in their organisation, with something of everything: answers (text and a
 * photo), a chat, a flag for the coach, a story, a reflection, a swipe, addresses, a phone and a
 * wallet; the organisation with its coach (Admin), a domain, an invitation, a request to join.
 * Around them the attackers: a Lid and a Gast of that organisation, a learner of no
 * organisation, and the Admin of another one. Built through the API wherever it can be.
 */
export async function buildVictimWorld(app: TestApp) {
  const { request, signUp, call, services, latestCode } = app;
  const { db } = services.database;
  const tag = randomBytes(4).toString('hex');
  const secret = (what: string) => `geheim-${what}-${tag}`;

  const victim = await signUp(`slachtoffer-${tag}@example.nl`);
  const coach = await signUp(`coach-${tag}@example.nl`);
  const lid = await signUp(`lid-${tag}@example.nl`);
  const gast = await signUp(`gast-${tag}@example.nl`);
  const otherLearner = await signUp(`ander-${tag}@example.nl`);
  const otherAdmin = await signUp(`andere-admin-${tag}@example.nl`);
  const platformAdmin = await signUp(`platform-${tag}@example.nl`);
  await db
    .updateTable('user')
    .set({ role: 'admin' })
    .where('id', '=', platformAdmin.userId)
    .execute();

  const ok = async (pending: ReturnType<typeof call>) => {
    const response = await pending;
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };

  // The victim's organisation, joined with its access code; a Gast by invitation.
  const org = (
    await ok(
      call(coach, 'POST', '/api/organizations', { name: `School ${tag}`, slug: `school-${tag}` }),
    )
  ).data as { id: string; name: string; slug: string; accessCode: string };
  for (const learner of [victim, lid])
    await ok(call(learner, 'POST', '/api/check-user', { code: org.accessCode }));
  await ok(
    call(coach, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: [`gast-${tag}@example.nl`],
      role: 'guest',
    }),
  );
  const guestToken = (await ok(call(gast, 'GET', '/api/organization-suggestions'))).data
    .invitations[0].token as string;
  await ok(call(gast, 'POST', `/api/invitations/${guestToken}/accept`));
  await ok(
    call(otherAdmin, 'POST', '/api/organizations', { name: `Club ${tag}`, slug: `club-${tag}` }),
  );

  // Issue 23: the victim's group (klas) in that organisation, with its own access code.
  const group = (
    await ok(call(coach, 'POST', `/api/organizations/${org.id}/groups`, { name: `Klas ${tag}` }))
  ).data as { id: string; accessCode: string };
  await ok(call(coach, 'PUT', `/api/groups/${group.id}/learners/${victim.userId}`));

  // Every week open for the victim (as for a learner who started a month ago).
  await db
    .updateTable('user')
    .set({ onboardingFinishedAt: new Date(Date.now() - 30 * DAY_MS).toISOString() })
    .where('id', '=', victim.userId)
    .execute();

  const answerText = secret('antwoord');
  const textAnswer = (
    await ok(
      call(victim, 'POST', '/api/upload-text', {
        assignmentId: 'w1-assignment',
        taskId: 't1',
        text: answerText,
      }),
    )
  ).data as { id: string };
  const upload = multipartBody(
    { assignmentId: 'w1-assignment', taskId: 't2' },
    { name: `${secret('foto')}.png`, bytes: sampleFiles.png, type: 'image/png' },
  );
  const photoAnswer = (
    await ok(
      request({
        method: 'POST',
        url: '/api/upload-attachment',
        headers: { ...victim.headers, 'content-type': upload.contentType },
        payload: upload.payload,
      }),
    )
  ).data as { id: string };

  const chatText = secret('chat');
  const chat = await ok(call(victim, 'POST', '/api/chats', { message: chatText }));
  const crisisText = 'ik wil dood, niemand begrijpt me';
  await ok(call(victim, 'POST', '/api/chats', { message: crisisText }));
  const flags = (await ok(call(coach, 'GET', '/api/review/imi-flags'))).data.flags as {
    id: string;
  }[];
  expect(flags).toHaveLength(1);

  // Week 1 done (modules, deck; the answers above), so its story chapter opens for own words.
  for (const module of ['w1-module-1', 'w1-module-2']) {
    const progress = `/api/microlearning-progress/${module}`;
    for (const [itemId, answer] of [
      ['q1', 'b'],
      ['q2', true],
      ['q3', ['s1', 's2', 's3']],
    ] as const)
      await ok(call(victim, 'POST', `${progress}/answers`, { itemId, answer }));
    await ok(call(victim, 'POST', `${progress}/complete`));
  }
  for (let card = 1; card <= 12; card++)
    await ok(
      call(victim, 'POST', '/api/my-tinder-save', {
        deckId: 'w1-deck',
        cardId: `s${card}`,
        choice: card % 2 ? 'agree' : 'disagree',
      }),
    );
  await ok(call(victim, 'POST', '/api/upload-tinder-result', { deckId: 'w1-deck' }));
  const storyText = secret('verhaal');
  await ok(call(victim, 'POST', '/api/my-story-save', { week: 1, text: storyText }));
  const reflectionText = secret('reflectie');
  await ok(call(victim, 'POST', '/api/evolution', { week: 1, text: reflectionText }));

  // The victim's further address and phone number, and a linked wallet.
  await ok(call(victim, 'POST', '/api/account/reverify/password', { password: STRONG_PASSWORD }));
  const extraEmail = `${secret('adres')}@example.nl`;
  const emails = (await ok(call(victim, 'POST', '/api/account/emails', { email: extraEmail }))).data
    .emails as { id: string; email: string }[];
  const emailId = emails.find((e) => e.email === extraEmail)!.id;
  const phone = `+3161${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;
  const phones = (await ok(call(victim, 'POST', '/api/account/phones', { phone }))).data.phones as {
    id: string;
  }[];
  const wallet = privateKeyToAccount(generatePrivateKey());
  const { message } = (
    await ok(
      call(victim, 'POST', '/api/account/wallets/challenge', {
        address: wallet.address,
        chainId: 1,
      }),
    )
  ).data;
  const wallets = (
    await ok(
      call(victim, 'POST', '/api/account/wallets', {
        signature: await wallet.signMessage({ message }),
      }),
    )
  ).data.wallets as { id: string }[];

  // The organisation's domain (verified, waiting for a platform admin), an invitation, the
  // victim's member id, a request to join and a suggestion for the victim elsewhere.
  const domain = `school-${tag}.nl`;
  const domainEmail = `ict-${tag}@${domain}`;
  const domains = (
    await ok(
      call(coach, 'POST', `/api/organizations/${org.id}/domains`, { domain, email: domainEmail }),
    )
  ).data.domains as { id: string }[];
  const domainId = domains[0]!.id;
  await ok(
    call(coach, 'POST', `/api/organizations/${org.id}/domains/${domainId}/verify`, {
      code: await latestCode(domainEmail),
    }),
  );
  const invitationEmail = `uitgenodigd-${tag}@example.nl`;
  await ok(
    call(coach, 'POST', `/api/organizations/${org.id}/invitations`, {
      emails: [invitationEmail],
      role: 'member',
    }),
  );
  const invitations = (await ok(call(coach, 'GET', `/api/invited-users/${org.id}`))).data
    .invitations as { id: string; email: string }[];
  const invitationToken = invitations.find((i) => i.email === invitationEmail)!.id;
  const members = (await ok(call(coach, 'GET', `/api/organizations/${org.id}/members`))).data
    .members as { id: string; userId: string }[];
  const victimMemberId = members.find((m) => m.userId === victim.userId)!.id;
  const asker = await signUp(`vrager-${tag}@example.nl`);
  const requestId = `verzoek-${tag}`;
  const suggestionId = `suggestie-${tag}`;
  const otherOrgOfVictim = (
    await ok(
      call(asker, 'POST', '/api/organizations', { name: `Buurt ${tag}`, slug: `buurt-${tag}` }),
    )
  ).data.id as string;
  const now = new Date().toISOString();
  await db
    .insertInto('organizationRequest')
    .values([
      {
        id: requestId,
        organizationId: org.id,
        userId: asker.userId,
        status: 'pending',
        createdAt: now,
      },
      {
        id: suggestionId,
        organizationId: otherOrgOfVictim,
        userId: victim.userId,
        status: 'suggested',
        createdAt: now,
      },
    ])
    .execute();

  // Everyone confirmed who they are just now, so sensitive routes answer on ownership.
  for (const session of [lid, gast, otherLearner, otherAdmin, coach, platformAdmin])
    await ok(
      call(session, 'POST', '/api/account/reverify/password', { password: STRONG_PASSWORD }),
    );

  return {
    victim,
    coach,
    platformAdmin,
    actors: { outsider: null, otherLearner, lid, gast, otherAdmin } satisfies Record<
      Attacker,
      Session | null
    >,
    org,
    group,
    ids: {
      textAnswer: textAnswer.id,
      photoAnswer: photoAnswer.id,
      chat: chat.chat_id as string,
      flag: flags[0]!.id,
      email: emailId,
      phone: phones[0]!.id,
      wallet: wallets[0]!.id,
      domain: domainId,
      invitationToken,
      guestToken,
      victimMember: victimMemberId,
      request: requestId,
      suggestion: suggestionId,
    },
    /**
     * What no attacker may read anywhere. The victim's address only a Lid may see (the
     * members list); everything else of theirs nobody.
     */
    secretsFor(attacker: Attacker) {
      const always = [
        answerText,
        chatText,
        crisisText,
        storyText,
        reflectionText,
        extraEmail,
        phone,
        wallet.address.toLowerCase(),
        org.accessCode,
        group.accessCode,
        invitationToken,
        domainEmail,
        victim.token,
        `foto-${tag}`,
      ];
      return attacker === 'lid' ? always : [...always, `slachtoffer-${tag}@example.nl`];
    },
  };
}
export type VictimWorld = Awaited<ReturnType<typeof buildVictimWorld>>;
