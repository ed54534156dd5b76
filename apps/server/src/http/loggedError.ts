/**
 * What an error may say in a log line or a stored job error. A failed query carries its bound
 * parameters (drizzle's message ends in "params: …", PostgreSQL's `detail` quotes the failing row
 * or key), which hold ID numbers, real names and card numbers; so each error of the cause chain
 * keeps an allowlist of fields, the query text without its parameters, and a database message with
 * its quoted values blanked.
 */

/** Fields that name what failed, never the values involved. */
const KEPT_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'routine',
  'statusCode',
] as const;
/** How deep a cause chain is followed. */
const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

function isDatabaseError(error: Error) {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** The message without values: a query's text without its parameters, quotes blanked. */
function safeMessage(error: Error) {
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') return `Failed query: ${query}`;
  if (isDatabaseError(error)) return error.message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  return error.message;
}

/** The stack's frames under the safe message (the stack's first lines repeat the message). */
function safeStack(error: Error, message: string) {
  if (!error.stack) return undefined;
  const firstFrame = error.stack.indexOf('\n    at ');
  return `${error.name}: ${message}${firstFrame >= 0 ? error.stack.slice(firstFrame) : ''}`;
}

export function serializeLoggedError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const message = safeMessage(error);
  const logged: LoggedError = { type: error.name, message, stack: safeStack(error, message) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === 'string') logged.query = query;
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serializeLoggedError(error.cause, depth + 1) as LoggedError;
  }
  return logged;
}

/** One line for a stored error (a job's last error): the safe messages of the cause chain. */
export function loggedErrorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length <= MAX_CAUSES) {
    parts.push(`${current.name}: ${safeMessage(current)}`);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(' ← ') : String(error);
}
