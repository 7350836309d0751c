/**
 * Text the command-line tools print to an operator's terminal. Stored data (names, emails, reasons,
 * payloads) was typed by merchants and buyers; an escape sequence in it could move the cursor, rewrite
 * earlier lines, change the window title or hide text, and a line break could forge a line of output.
 * So every control character (C0, DEL, C1), line and paragraph separator, bidirectional control and
 * unpaired surrogate is shown as a visible escape such as \u001b instead of being sent to the terminal.
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the purpose
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const visible = (c: string) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** One stored value, on one line, with nothing a terminal would act on. */
export const terminalText = (value: string) => value.replace(UNSAFE, visible);

/**
 * A line-printing function that escapes whatever it is given except the line breaks of the tool's own
 * text (usage, several lines joined): the last guard for a value that was not passed through
 * terminalText.
 */
export const terminalPrinter =
  (write: (line: string) => void) =>
  (text: string): void =>
    write(
      text
        .split('\n')
        .map((line) => terminalText(line))
        .join('\n'),
    );
