import { solveCaptcha } from '@leerloop/contracts';
import type { buildApp } from '../../apps/server/src/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

/**
 * A new learner signed up and confirmed through the real API (the bot check solved, the mailed
 * code read from the local outbox), with the access token the web app would send.
 */
export async function signUpLearner(app: App, email: string) {
  const origin = { origin: 'http://localhost:3000' };
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha' })).json().data;
  await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: {
      email,
      password: 'Fietsbel-Zonnig-42',
      name: 'Bench Mark',
      firstName: 'Bench',
      lastName: 'Mark',
      birthYear: 2000,
      captcha: await solveCaptcha(challenge),
    },
  });
  const mail = (
    await app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` })
  ).json<{ textBody: string }[]>();
  const otp = mail[0]!.textBody.match(/\b(\d{6})\b/)![1];
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    headers: origin,
    payload: { email, otp, type: 'email-verification' },
  });
  const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const { token } = (
    await app.inject({ method: 'GET', url: '/api/auth/token', headers: { ...origin, cookie } })
  ).json<{ token: string }>();
  return { token, userId: verified.json<{ data: { userId: string } }>().data.userId };
}
