/**
 * What a log line may say about an error. Database errors carry the values they were given: Drizzle's
 * message is "Failed query: <sql> params: <every bound value>" (password and token hashes included),
 * and PostgreSQL's `detail` ("Key (email)=(…)", "Failing row contains (…)"), `where` and some messages
 * ('invalid input syntax for type uuid: "…"') quote the input. Only what names the fault is kept: the
 * type, the SQLSTATE code and the names PostgreSQL reports (table, column, constraint), the message with
 * every quoted value masked, the stack frames, and the same for each cause.
 */

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  schema?: string;
  dataType?: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

const WITHHELD = 'Failed query (statement and parameters withheld)';
const FAILED_QUERY = /Failed query:[\s\S]*/;
const MAX_DEPTH = 5;
/** Fields PostgreSQL fills with names, never with values. */
const NAME_FIELDS = ['table', 'column', 'constraint', 'schema', 'dataType'] as const;

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined);

/** A PostgreSQL error as the `pg` driver builds it (DatabaseError). */
const isDatabaseError = (e: Fields) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';

/** Drizzle's wrapper around a failed statement (DrizzleQueryError keeps `query` and `params`). */
const isFailedQuery = (e: Fields, message: string) => 'params' in e || message.startsWith('Failed query:');

/**
 * A PostgreSQL message with its quoted values masked: `"…"` stays only when it is one of the names the
 * error reports; byte sequences (0x00) are masked too.
 */
function maskDatabaseMessage(message: string, e: Fields): string {
  const names = new Set(NAME_FIELDS.map((field) => e[field]).filter((v) => typeof v === 'string'));
  return message
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '"…"'))
    .replace(/0x[0-9a-f]{2}/gi, '0x…');
}

/** Any text that may hold Drizzle's message: everything from "Failed query:" on is withheld. */
export const scrubText = (value: string) => value.replace(FAILED_QUERY, WITHHELD);

function safeMessage(e: Fields, message: string): string {
  if (isFailedQuery(e, message)) return WITHHELD;
  if (isDatabaseError(e)) return maskDatabaseMessage(message, e);
  return scrubText(message);
}

/** The stack's frames only: its first lines repeat the message. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

/** The loggable part of an error (pino serializer for `err`). */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = typeof error === 'string' ? scrubText(error) : 'non-error value';
    return { type: typeof error, message, stack: '' };
  }
  const e = error as unknown as Fields;
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: safeMessage(e, error.message),
    stack: framesOf(error.stack),
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') logged.code = String(e.code);
  if (typeof e.statusCode === 'number') logged.statusCode = e.statusCode;
  if (isDatabaseError(e)) {
    logged.severity = text(e.severity);
    logged.routine = text(e.routine);
    for (const field of NAME_FIELDS) if (text(e[field])) logged[field] = text(e[field]);
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) logged.cause = serializeError(error.cause, depth + 1);
  if (depth < MAX_DEPTH && Array.isArray(e.errors)) {
    logged.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return logged;
}

/** One line for a terminal: the error's safe message and those of its causes. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e: LoggedError | undefined = serializeError(error); e; e = e.cause) {
    parts.push(e.code ? `${e.message} (${e.code})` : e.message);
  }
  return parts.join(' — caused by: ');
}
