import {
  getAccessToken,
  getCaptcha,
  routeUrlOf,
  signUpWithEmail,
  solveCaptcha,
  verifyOtp,
} from '@leerloop/contracts';
import type { buildApp } from '../../apps/server/src/app.ts';

type App = Awaited<ReturnType<typeof buildApp>>['app'];

/**
 * A new learner signed up and confirmed through the real API (the bot check solved, the mailed
 * code read from the local outbox), with the access token the web app would send.
 */
export async function signUpLearner(app: App, email: string) {
  const origin = { origin: 'http://localhost:3000' };
  const challenge = getCaptcha.response.parse(
    (await app.inject({ method: getCaptcha.method, url: routeUrlOf(getCaptcha) })).json(),
  ).data;
  await app.inject({
    method: signUpWithEmail.method,
    url: routeUrlOf(signUpWithEmail),
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
    method: verifyOtp.method,
    url: routeUrlOf(verifyOtp),
    headers: origin,
    payload: { email, otp, type: 'email-verification' },
  });
  const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const { token } = getAccessToken.response.parse(
    (
      await app.inject({
        method: getAccessToken.method,
        url: routeUrlOf(getAccessToken),
        headers: { ...origin, cookie },
      })
    ).json(),
  );
  const { userId } = verifyOtp.response.parse(verified.json()).data;
  if (!userId) throw new Error(`${email} was not signed in by the verified address`);
  return { token, userId };
}
