import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from './auth.ts';
import type { SessionOrganization, Sessions } from './session-identity.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The claims of the access token this request carries, once asked (`requestClaimsOf`). */
    accessClaims?: Promise<JWTPayload | null>;
  }
}

export interface Caller {
  userId: string;
  sessionId: string;
  /** When the access token stops being valid (ms since epoch). */
  expiresAt: number;
  /** The organisation the session works in, read with the session (null: personal). */
  org: SessionOrganization | null;
}

interface TokenDeps {
  auth: Pick<Auth, 'api'>;
  /** Whether the database answers: the keys live there. */
  isDatabaseWorking(): Promise<boolean>;
  baseUrl: string;
}

/** A token's claims when it is ours and current; null when forged, expired or malformed. */
export type ClaimsOf = (token: string) => Promise<JWTPayload | null>;

/**
 * Checks an access token's signature, issuer, audience and time against our own JWKS. A token
 * found good is remembered until it expires: a phone sends the same one with every request for
 * its few minutes, and the signature check was most of a signed-in request's CPU (issue 22).
 * Whether its session still exists is asked each time (`createAccessTokenVerifier`).
 */
export function createSignatureCheck({ auth, isDatabaseWorking, baseUrl }: TokenDeps): ClaimsOf {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  const loadKeys = async () => {
    try {
      keySet = createLocalJWKSet((await auth.api.getJwks()) as JSONWebKeySet);
      return keySet;
    } catch (error) {
      // The keys live in the database: when it is away, that is a 503, not a bad token.
      if (!(await isDatabaseWorking())) throw new AppError('SERVICE_UNAVAILABLE');
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

  const verified = new LRUCache<string, JWTPayload>({ max: 20_000, ttlResolution: 0 });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await verifySignature(token);
      const ttl = (payload.exp ?? 0) * 1000 - Date.now();
      if (ttl > 0) verified.set(token, payload, { ttl });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  };
}

/** The access token a request carries (`Authorization: Bearer …`); '' when none. */
export const bearerTokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/** The claims of the access token a request carries; null when it carries none that are good. */
export type RequestClaimsOf = (request: FastifyRequest) => Promise<JWTPayload | null>;

/**
 * A request's token checked once, however many ask: the request limit's key and the guard both
 * do, and each lookup in the memory of good tokens hashes the whole token anew (issue 22).
 */
export function createRequestClaims(claimsOf: ClaimsOf): RequestClaimsOf {
  return (request) => {
    if (request.accessClaims) return request.accessClaims;
    const token = bearerTokenOf(request);
    return (request.accessClaims = token ? claimsOf(token) : Promise.resolve(null));
  };
}

/**
 * Verifies the short-lived access token (EdDSA JWT, see getAccessToken) against our own JWKS,
 * then checks that its session still exists, so a signed-out token stops working at once:
 * a token given (the realtime socket's first message) or a request's (the guard).
 */
export function createAccessTokenVerifier({
  claimsOf,
  requestClaimsOf,
  sessions,
}: {
  claimsOf: ClaimsOf;
  requestClaimsOf: RequestClaimsOf;
  sessions: Pick<Sessions, 'find'>;
}) {
  const callerOf = async (payload: JWTPayload | null): Promise<Caller | null> => {
    if (!payload) return null;
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    // Not caught: a database that cannot answer is a 503, not "signed out".
    const session = await sessions.find(payload.sid);
    if (!session || session.userId !== payload.sub) return null;
    if (new Date(session.expiresAt).getTime() <= Date.now()) return null;
    return {
      userId: payload.sub,
      sessionId: payload.sid,
      expiresAt: (payload.exp ?? 0) * 1000,
      org: session.org,
    };
  };
  return {
    verifyAccessToken: async (token: string) => callerOf(await claimsOf(token)),
    verifyRequest: async (request: FastifyRequest) => callerOf(await requestClaimsOf(request)),
  };
}

/**
 * The user a genuinely signed access token names, without looking its session up: enough to
 * count requests per user (a made-up token names nobody, so it buys no budget of its own).
 */
export function createSignedUserReader(requestClaimsOf: RequestClaimsOf) {
  return async (request: FastifyRequest) => {
    const payload = await requestClaimsOf(request);
    return typeof payload?.sub === 'string' ? payload.sub : null;
  };
}
