import { z } from 'zod';

/**
 * What text a field accepts (decision 018). Every string that reaches the API is one of three kinds:
 *
 * - `single-line` (the default: names, titles, SKUs, search text, ids): no control character at all,
 *   no tab or line break, no bidirectional embedding, override or isolate character.
 * - `multi-line` (descriptions, notes, messages, addresses typed in a text area): tab, line feed and
 *   carriage return allowed; other control characters refused.
 * - `verbatim` (passwords, a provider's own payload): kept exactly as sent.
 *
 * Every kind refuses what PostgreSQL text cannot store: NUL (U+0000) and UTF-16 surrogates that are not
 * part of a pair. The server applies the rule to every string of every request (path, query, body, object
 * keys, multipart fields) before the route's schema runs; the schemas below apply the same rule, so a web
 * form and a CSV import show the same message.
 */
export const TEXT_KINDS = ['single-line', 'multi-line', 'verbatim'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
/** The JSON-schema keyword (and OpenAPI extension) naming a field's kind; absent means single-line. */
export const TEXT_KIND_KEYWORD = 'x-text';

export const textMessages = {
  unstorable: 'Remove the invalid characters (NUL or broken Unicode) from this text',
  control: 'Remove the control characters from this text',
  lineBreak: 'Use a single line here: no line breaks or tabs',
  bidi: 'Remove the text-direction control characters from this text',
} as const;

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding control characters is the purpose
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the purpose
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Tab, line feed, carriage return, and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/** Bidirectional embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Any character one of the rules looks at: most text has none, and is judged in one scan. */
// eslint-disable-next-line no-control-regex -- finding control characters is the purpose
const SUSPECT = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uD800-\uDFFF]/;

/** The message for the first rule `value` breaks as a `kind` field, or null when it is acceptable. */
export function textProblem(value: string, kind: TextKind = 'single-line'): string | null {
  if (!SUSPECT.test(value)) return null;
  if (UNSTORABLE.test(value)) return textMessages.unstorable;
  if (kind === 'verbatim') return null;
  if (CONTROL.test(value)) return textMessages.control;
  if (kind === 'multi-line') return null;
  if (LINE_BREAK.test(value)) return textMessages.lineBreak;
  if (BIDI_CONTROL.test(value)) return textMessages.bidi;
  return null;
}

const textOf = (kind: TextKind) => (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .check((ctx) => {
      const message = textProblem(ctx.value, kind);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .meta({ [TEXT_KIND_KEYWORD]: kind });

/**
 * String schemas of each kind; chain `.trim()`, `.min()`, `.max()` as usual. The rule runs on the text
 * as sent (before trimming), as the server's check does.
 */
export const singleLineText = textOf('single-line');
export const multiLineText = textOf('multi-line');
export const verbatimText = textOf('verbatim');
