/**
 * PostgreSQL's answer when the database cannot take work now, whatever the request: the disk is full, memory ran out,
 * the server is shutting down or starting, the connection is gone. The client should try again later; these are not
 * the request's fault and not a bug.
 */
const unavailableSqlStates: Record<string, string> = {
  '53100': 'disk_full',
  '53200': 'out_of_memory',
  '53300': 'too_many_connections',
  '57P01': 'admin_shutdown',
  '57P02': 'crash_shutdown',
  '57P03': 'cannot_connect_now',
  '08000': 'connection_exception',
  '08001': 'sqlclient_unable_to_establish_sqlconnection',
  '08003': 'connection_does_not_exist',
  '08006': 'connection_failure',
};
const unavailableSocketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOSPC']);

/**
 * Why the database was unavailable, e.g. `53100 disk_full`, or null for any other error. Follows `cause` and
 * `originalError` (drizzle and graphql-js each wrap the driver's error).
 */
export function databaseUnavailableCause(error: unknown): string | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code in unavailableSqlStates) return `${code} ${unavailableSqlStates[code]}`;
      if (unavailableSocketCodes.has(code)) return code;
    }
    const next = current as { cause?: unknown; originalError?: unknown };
    current = next.originalError ?? next.cause;
  }
  return null;
}
