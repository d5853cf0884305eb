import { createLocalJWKSet, errors, type JSONWebKeySet, jwtVerify } from 'jose';
import type { Db } from '../../db/database.ts';
import type { Auth } from './auth.ts';

export interface Caller {
  userId: string;
  sessionId: string;
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
    const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
    keySet = createLocalJWKSet(jwks);
    return keySet;
  };

  const verifySignature = async (token: string) => {
    const options = { issuer: baseUrl, audience: baseUrl, algorithms: ['EdDSA'] };
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
    try {
      const { payload } = await verifySignature(token);
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const session = await db
        .selectFrom('session')
        .select(['userId', 'expiresAt'])
        .where('id', '=', payload.sid)
        .executeTakeFirst();
      if (!session || session.userId !== payload.sub) return null;
      if (new Date(session.expiresAt).getTime() <= Date.now()) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  };
}
