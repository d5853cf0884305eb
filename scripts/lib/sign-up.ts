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

/** One request of the sign-up, and what of its answer the flow reads. */
type Send = (
  method: string,
  path: string,
  options?: { body?: object; cookie?: string },
) => Promise<{ json: unknown; cookie: string }>;

const ORIGIN = 'http://localhost:3000';

/**
 * A new learner signed up and confirmed through the real API (the bot check solved, the mailed
 * code read from the local outbox), with the access token the web app would send.
 */
async function signUpThrough(send: Send, email: string) {
  const challenge = getCaptcha.response.parse(
    (await send(getCaptcha.method, routeUrlOf(getCaptcha))).json,
  ).data;
  await send(signUpWithEmail.method, routeUrlOf(signUpWithEmail), {
    body: {
      email,
      password: 'Fietsbel-Zonnig-42',
      name: 'Bench Mark',
      firstName: 'Bench',
      lastName: 'Mark',
      birthYear: 2000,
      captcha: await solveCaptcha(challenge),
    },
  });
  const mail = (await send('GET', `/dev/mail.json?to=${encodeURIComponent(email)}`)).json as {
    textBody: string;
  }[];
  const otp = mail[0]!.textBody.match(/\b(\d{6})\b/)![1];
  const verified = await send(verifyOtp.method, routeUrlOf(verifyOtp), {
    body: { email, otp, type: 'email-verification' },
  });
  const { token } = getAccessToken.response.parse(
    (await send(getAccessToken.method, routeUrlOf(getAccessToken), { cookie: verified.cookie }))
      .json,
  );
  const { userId } = verifyOtp.response.parse(verified.json).data;
  if (!userId) throw new Error(`${email} was not signed in by the verified address`);
  return { token, userId };
}

/** signUpThrough an app in this process (Fastify's inject). */
export const signUpLearner = (app: App, email: string) =>
  signUpThrough(async (method, url, { body, cookie } = {}) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: ORIGIN, ...(cookie && { cookie }) },
      ...(body && { payload: body }),
    });
    return {
      json: response.json(),
      cookie: response.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    };
  }, email);

/** signUpThrough a running server at `address` (another process), over HTTP. */
export const signUpLearnerAt = (address: string, email: string) =>
  signUpThrough(async (method, path, { body, cookie } = {}) => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: {
        origin: ORIGIN,
        ...(body && { 'content-type': 'application/json' }),
        ...(cookie && { cookie }),
      },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return {
      json: await response.json(),
      cookie: response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }, email);
