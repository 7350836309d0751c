/** A PDF that breaks the syntax of ISO 32000: it cannot be judged, so it is refused. */
export class PdfSyntaxError extends Error {
  override name = 'PdfSyntaxError';
}

/** Character classes (ISO 32000-1 §7.2.2): 1 white-space (NUL, HT, LF, FF, CR, SP), 2 delimiter, 0 regular. */
const CLASS = new Uint8Array(256);
for (const b of [0, 9, 10, 12, 13, 32]) CLASS[b] = 1;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2;

export const isWhite = (b: number | undefined) => b !== undefined && CLASS[b] === 1;
const isRegular = (b: number | undefined) => b !== undefined && CLASS[b] === 0;
const hexValue = (b: number | undefined) =>
  b === undefined
    ? -1
    : b >= 0x30 && b <= 0x39
      ? b - 0x30
      : b >= 0x41 && b <= 0x46
        ? b - 55
        : b >= 0x61 && b <= 0x66
          ? b - 87
          : -1;
const isHexDigit = (b: number | undefined) => hexValue(b) >= 0;

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
/** Markup in a comment makes the file a web page as well as a PDF: no real document needs it. */
const MARKUP = /<\s*(?:script|html|body|iframe|svg|img|!doctype)\b/i;

interface Span {
  start: number;
  end: number;
}
export type Token = Span &
  (
    | { type: 'number'; value: number; integer: boolean }
    | { type: 'name'; value: string }
    | { type: 'string' }
    | { type: 'keyword'; value: string }
    | { type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'eof' }
  );

/** Tokens a document may have, over all its objects and object streams: a bound on parsing time. */
export interface TokenBudget {
  remaining: number;
}

export const describe = (token: Token) =>
  'value' in token ? `${token.type} '${String(token.value)}'` : token.type;

/**
 * Splits PDF bytes into tokens the way a reader does: comments are white-space, names have their `#xx`
 * escapes decoded (`/J#61vaScript` is `/JavaScript`), strings are skipped whole (escapes and nested
 * parentheses included), anything that is not PDF syntax is an error.
 */
export class Lexer {
  /** Whether a comment held HTML markup. */
  markup = false;
  /** Tokens read ahead (at most two, to tell `N G R` from numbers) and where scanning goes on after them. */
  private ahead: Token[] = [];
  private scan: number;
  private lastEnd: number;

  constructor(
    readonly bytes: Buffer,
    start = 0,
    private readonly budget: TokenBudget = { remaining: Number.MAX_SAFE_INTEGER },
  ) {
    this.scan = start;
    this.lastEnd = start;
  }

  /** Where the last token handed out ends; setting it moves the lexer there. */
  get pos() {
    return this.lastEnd;
  }

  set pos(value: number) {
    this.ahead = [];
    this.scan = value;
    this.lastEnd = value;
  }

  next(): Token {
    const token = this.ahead.shift() ?? this.read();
    this.lastEnd = token.end;
    return token;
  }

  /** The token `index` places ahead (0: the next one), without moving. */
  peek(index = 0): Token {
    while (this.ahead.length <= index) this.ahead.push(this.read());
    return this.ahead[index]!;
  }

  /** Moves past white-space and comments. */
  private skipSpace() {
    const { bytes } = this;
    while (this.scan < bytes.length) {
      const b = bytes[this.scan];
      if (isWhite(b)) this.scan++;
      else if (b === 0x25) {
        const start = this.scan;
        let angle = false;
        while (this.scan < bytes.length && bytes[this.scan] !== 10 && bytes[this.scan] !== 13) {
          if (bytes[this.scan] === 0x3c) angle = true;
          this.scan++;
        }
        if (angle && MARKUP.test(bytes.toString('latin1', start, this.scan))) this.markup = true;
      } else return;
    }
  }

  private read(): Token {
    const token = this.scanToken();
    token.end = this.scan;
    if (--this.budget.remaining < 0) throw new PdfSyntaxError('more tokens than a document may have');
    return token;
  }

  private scanToken(): Token {
    this.skipSpace();
    const { bytes } = this;
    const start = this.scan;
    const b = bytes[start];
    if (b === undefined) return { type: 'eof', start, end: start };
    if (b === 0x2f) return this.name(start);
    if (b === 0x28) return this.literalString(start);
    if (b === 0x3c && bytes[start + 1] === 0x3c) return this.delimiter('open-dict', 2);
    if (b === 0x3e && bytes[start + 1] === 0x3e) return this.delimiter('close-dict', 2);
    if (b === 0x3c) return this.hexString(start);
    if (b === 0x5b) return this.delimiter('open-array', 1);
    if (b === 0x5d) return this.delimiter('close-array', 1);
    if (!isRegular(b)) throw new PdfSyntaxError(`unexpected '${String.fromCharCode(b)}' at byte ${start}`);
    let end = start;
    let integer = 0;
    let digitsOnly = true;
    for (; isRegular(bytes[end]); end++) {
      const digit = bytes[end]! - 0x30;
      if (digit >= 0 && digit <= 9) integer = integer * 10 + digit;
      else digitsOnly = false;
    }
    this.scan = end;
    // Most tokens are plain non-negative integers: read without making a string.
    if (digitsOnly && end - start < 16) return { type: 'number', value: integer, integer: true, start, end };
    const text = bytes.toString('latin1', start, end);
    if (NUMBER.test(text)) {
      return { type: 'number', value: Number(text), integer: INTEGER.test(text), start, end };
    }
    return { type: 'keyword', value: text, start, end };
  }

  private delimiter(type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array', length: number): Token {
    const start = this.scan;
    this.scan += length;
    return { type, start, end: this.scan };
  }

  private name(start: number): Token {
    const { bytes } = this;
    const out: number[] = [];
    let i = start + 1;
    while (isRegular(bytes[i])) {
      if (bytes[i] !== 0x23) {
        out.push(bytes[i]!);
        i++;
        continue;
      }
      if (!isHexDigit(bytes[i + 1]) || !isHexDigit(bytes[i + 2])) {
        throw new PdfSyntaxError(`a '#' in a name not followed by two hex digits at byte ${i}`);
      }
      out.push(hexValue(bytes[i + 1]) * 16 + hexValue(bytes[i + 2]));
      i += 3;
    }
    this.scan = i;
    const value = out.length <= 256 ? String.fromCharCode(...out) : Buffer.from(out).toString('latin1');
    return { type: 'name', value, start, end: i };
  }

  private literalString(start: number): Token {
    const { bytes } = this;
    let depth = 0;
    for (let i = start; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x5c) i++;
      else if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) {
        this.scan = i + 1;
        return { type: 'string', start, end: i + 1 };
      }
    }
    throw new PdfSyntaxError(`a string that never ends, from byte ${start}`);
  }

  private hexString(start: number): Token {
    const { bytes } = this;
    for (let i = start + 1; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x3e) {
        this.scan = i + 1;
        return { type: 'string', start, end: i + 1 };
      }
      if (!isHexDigit(b) && !isWhite(b))
        throw new PdfSyntaxError(`a hex string with '${String.fromCharCode(b!)}' at byte ${i}`);
    }
    throw new PdfSyntaxError(`a hex string that never ends, from byte ${start}`);
  }
}
