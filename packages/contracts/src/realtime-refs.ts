/**
 * The realtime store (spec §3, §7): a client reads a reference over HTTP, subscribes to it on
 * one WebSocket per tab, and re-reads it when the server says it changed. The socket carries
 * only "changed" — never the data — so every read goes through the same access checks as HTTP.
 */
export const realtimeRefs = {
  /** The signed-in user's profile (GET /users/me): a change made on another device. */
  user: (userId: string) => `users/${userId}`,
  /** A player's live swipe game (GET /games/{playerId}); the player id is the user's id. */
  game: (playerId: string) => `games/${playerId}`,
  /** How the learner's organisation did per deck (getGamesOverview): the same reference for everyone. */
  games: () => 'games',
  /** A learner's answers (checkAnswer): a coach reviewed one, or shared it. */
  answers: (learnerId: string) => `answers/${learnerId}`,
} as const;

export const REALTIME_PATH = '/api/realtime';

export type RealtimeServerMessage =
  | { type: 'ready' }
  | { type: 'subscribed'; ref: string }
  | { type: 'changed'; ref: string }
  /** Changes may have been missed (a fan-out outage): re-read every reference. */
  | { type: 'resync' }
  | { type: 'error'; code: 'UNAUTHORIZED' | 'NOT_FOUND' | 'VALIDATION_ERROR'; ref?: string };

/** Close codes: the client reconnects after 4401 with a fresh token; 4400 is a protocol error. */
export const realtimeCloseCodes = { unauthorized: 4401, badMessage: 4400 } as const;
