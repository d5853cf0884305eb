import { z } from 'zod';

/** What a realtime client may send (the references and the server's messages: realtime-refs.ts). */
export const realtimeClientMessage = z.discriminatedUnion('type', [
  /** First message: the same access token and user id as every API call. */
  z.object({ type: z.literal('auth'), token: z.string().min(1), userId: z.string().min(1) }),
  z.object({ type: z.literal('subscribe'), ref: z.string().min(1).max(200) }),
  z.object({ type: z.literal('unsubscribe'), ref: z.string().min(1).max(200) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessage>;
