import { z } from 'zod';

/**
 * An id the device makes for a request it may send more than once (issue 24: work made offline
 * is sent when the connection returns). The server answers every repeat of an id with the first
 * answer, so an answer or a swipe counts exactly once.
 */
export const clientRequestId = z.uuid();
