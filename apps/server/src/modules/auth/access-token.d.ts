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
export declare function createAccessTokenVerifier({
  auth,
  db,
  baseUrl,
}: {
  auth: Auth;
  db: Db;
  baseUrl: string;
}): (token: string) => Promise<Caller | null>;
