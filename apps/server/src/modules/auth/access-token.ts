import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { type Db, isDatabaseWorking } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from './auth.ts';

export interface Caller {
  userId: string;
  sessionId: string;
  /** When the access token stops being valid (ms since epoch). */
  expiresAt: number;
}

/**
 * Verifies the short-lived access token (EdDSA JWT from /api/auth/token) against our own JWKS,
 * then checks that its session still exists, so a signed-out token stops working at once.
 */
export function createAccessTokenVerifier({
  auth,
  db,
  baseUrl,
}: {
  auth: Auth;
  db: Db;
  baseUrl: string;
}) {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  const loadKeys = async () => {
    try {
      keySet = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet);
      return keySet;
    } catch (error) {
      // The keys live in the database: when it is away, that is a 503, not a bad token.
      if (!(await isDatabaseWorking(db))) throw new AppError('SERVICE_UNAVAILABLE');
      throw error;
    }
  };

  const options = { issuer: baseUrl, audience: baseUrl, algorithms: ['EdDSA'] };
  const verifySignature = async (token: string) => {
    try {
      return await jwtVerify(token, keySet ?? (await loadKeys()), options);
    } catch (error) {
      // A key made after we cached the set: reload once.
      if (error instanceof errors.JWKSNoMatchingKey)
        return jwtVerify(token, await loadKeys(), options);
      throw error;
    }
  };

  return async function verify(token: string): Promise<Caller | null> {
    let payload: JWTPayload;
    try {
      ({ payload } = await verifySignature(token));
    } catch (error) {
      if (error instanceof errors.JOSEError) return null; // forged, expired or malformed
      throw error;
    }
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    // Not caught: a database that cannot answer is a 503, not "signed out".
    const session = await db
      .selectFrom('session')
      .select(['userId', 'expiresAt'])
      .where('id', '=', payload.sid)
      .executeTakeFirst();
    if (!session || session.userId !== payload.sub) return null;
    if (new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
  };
}
