import type { PageInfo, PageQuery } from '@leerloop/contracts';
import { PAGE_SIZE } from '@leerloop/contracts';
import { AppError } from './app-error.ts';

/**
 * Spec §9 pagination, one convention for every list that can grow: `limit` and an opaque
 * `cursor` in, the page's rows and its `page` (total, offset, next and previous cursors) out.
 * A cursor is the page's offset, encoded: lists are ordered and bounded by their owner (an
 * organisation's members, a learner's chats), where an offset is exact and cheap.
 */
const cursorAt = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');

function offsetOf(cursor: string | undefined) {
  if (!cursor) return 0;
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw new AppError('VALIDATION_ERROR', {
      issues: [{ path: 'cursor', message: 'invalid_value' }],
    });
  return Number(match[1]);
}

/** Where a page of `limit` rows from `offset` sits in a list of `total`. */
export function pageInfoOf(offset: number, limit: number, total: number): PageInfo {
  return {
    total,
    offset,
    limit,
    nextCursor: offset + limit < total ? cursorAt(offset + limit) : null,
    previousCursor: offset > 0 ? cursorAt(Math.max(0, offset - limit)) : null,
  };
}

/** The offset and limit a page query asks for (400 for a cursor that is not ours). */
export function pageWindow(query: Partial<PageQuery> = {}) {
  return { offset: offsetOf(query.cursor), limit: query.limit ?? PAGE_SIZE };
}

/** One page of a list read whole (its owner bounds it): the rows and where they sit. */
export function pageOf<T>(rows: T[], query: Partial<PageQuery> = {}) {
  const { offset, limit } = pageWindow(query);
  return { rows: rows.slice(offset, offset + limit), page: pageInfoOf(offset, limit, rows.length) };
}
