/**
 * Errors that mean "the database cannot be reached right now", as opposed to a bad query:
 * refused or dropped connections, PostgreSQL's connection-exception class (08) and shutdown
 * states (57P01–57P03), a database closed to new connections, pool timeouts. These answer 503; nothing was written.
 */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
]);
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && (unreachableCodes.has(code) || code.startsWith('08')))
    return true;
  if (unreachableMessages.test(error.message)) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}
