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

/** signUpLearner against a running server at `address` (another process), over HTTP. */
export async function signUpLearnerAt(address: string, email: string) {
  const origin = { origin: 'http://localhost:3000', 'content-type': 'application/json' };
  const json = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${address}${path}`, init);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const challenge = getCaptcha.response.parse(
    await (await json(routeUrlOf(getCaptcha))).json(),
  ).data;
  await json(routeUrlOf(signUpWithEmail), {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({
      email,
      password: 'Fietsbel-Zonnig-42',
      name: 'Bench Mark',
      firstName: 'Bench',
      lastName: 'Mark',
      birthYear: 2000,
      captcha: await solveCaptcha(challenge),
    }),
  });
  const mail = (await (await json(`/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    textBody: string;
  }[];
  const otp = mail[0]!.textBody.match(/\b(\d{6})\b/)![1];
  const verified = await json(routeUrlOf(verifyOtp), {
    method: 'POST',
    headers: origin,
    body: JSON.stringify({ email, otp, type: 'email-verification' }),
  });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { userId } = verifyOtp.response.parse(await verified.json()).data;
  const { token } = getAccessToken.response.parse(
    await (await json(routeUrlOf(getAccessToken), { headers: { ...origin, cookie } })).json(),
  );
  if (!userId) throw new Error(`${email} was not signed in by the verified address`);
  return { token, userId };
}
