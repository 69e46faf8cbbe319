// Telling "the database cannot be reached right now" apart from a bug in a query: the first
// is an outage the client should wait out (503), the second a server error (500).

// Socket errors node-postgres passes on when the server is down or the network cut.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or full: class 08 (connection exception),
// admin/crash shutdown, starting up, too many connections.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres raises these as plain Errors without a code.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
];

function isUnavailableCause(error: { code?: unknown; message?: unknown }): boolean {
  const { code, message } = error;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08/.test(code)) return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}

/** Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) says the
 * database is unreachable rather than that a query is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (isUnavailableCause(current as Error & { code?: unknown })) return true;
    current = current.cause;
  }
  return false;
}
