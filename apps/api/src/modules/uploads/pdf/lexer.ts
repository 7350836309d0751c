/** A PDF that breaks the syntax of ISO 32000: it cannot be judged, so it is refused. */
export class PdfSyntaxError extends Error {
  override name = 'PdfSyntaxError';
}

/** PDF white-space (ISO 32000-1 §7.2.2): NUL, HT, LF, FF, CR and SP. */
export const isWhite = (b: number | undefined) =>
  b === 0 || b === 9 || b === 10 || b === 12 || b === 13 || b === 32;
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));
const isRegular = (b: number | undefined) => b !== undefined && !isWhite(b) && !DELIMITERS.has(b);
const isHexDigit = (b: number | undefined) =>
  b !== undefined && ((b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66));

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
/** Markup in a comment makes the file a web page as well as a PDF: no real document needs it. */
const MARKUP = /<\s*(?:script|html|body|iframe|svg|img|!doctype)\b/i;

export type Token =
  | { type: 'number'; value: number; integer: boolean; start: number }
  | { type: 'name'; value: string; start: number }
  | { type: 'string'; start: number }
  | { type: 'keyword'; value: string; start: number }
  | { type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'eof'; start: number };

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

  constructor(
    readonly bytes: Buffer,
    public pos = 0,
  ) {}

  /** Moves past white-space and comments. */
  skipSpace() {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const b = bytes[this.pos];
      if (isWhite(b)) this.pos++;
      else if (b === 0x25) {
        const start = this.pos;
        while (this.pos < bytes.length && bytes[this.pos] !== 10 && bytes[this.pos] !== 13) this.pos++;
        if (MARKUP.test(bytes.toString('latin1', start, this.pos))) this.markup = true;
      } else return;
    }
  }

  /** The next token, without moving. */
  peek(): Token {
    const saved = this.pos;
    const token = this.next();
    this.pos = saved;
    return token;
  }

  next(): Token {
    this.skipSpace();
    const { bytes } = this;
    const start = this.pos;
    const b = bytes[start];
    if (b === undefined) return { type: 'eof', start };
    if (b === 0x2f) return this.name(start);
    if (b === 0x28) return this.literalString(start);
    if (b === 0x3c && bytes[start + 1] === 0x3c) return this.delimiter('open-dict', 2);
    if (b === 0x3e && bytes[start + 1] === 0x3e) return this.delimiter('close-dict', 2);
    if (b === 0x3c) return this.hexString(start);
    if (b === 0x5b) return this.delimiter('open-array', 1);
    if (b === 0x5d) return this.delimiter('close-array', 1);
    if (!isRegular(b)) throw new PdfSyntaxError(`unexpected '${String.fromCharCode(b)}' at byte ${start}`);
    let end = start;
    while (isRegular(bytes[end])) end++;
    this.pos = end;
    const text = bytes.toString('latin1', start, end);
    if (NUMBER.test(text)) return { type: 'number', value: Number(text), integer: INTEGER.test(text), start };
    return { type: 'keyword', value: text, start };
  }

  private delimiter(type: 'open-dict' | 'close-dict' | 'open-array' | 'close-array', length: number): Token {
    const start = this.pos;
    this.pos += length;
    return { type, start };
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
      out.push(parseInt(bytes.toString('latin1', i + 1, i + 3), 16));
      i += 3;
    }
    this.pos = i;
    return { type: 'name', value: Buffer.from(out).toString('latin1'), start };
  }

  private literalString(start: number): Token {
    const { bytes } = this;
    let depth = 0;
    for (let i = start; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x5c) i++;
      else if (b === 0x28) depth++;
      else if (b === 0x29 && --depth === 0) {
        this.pos = i + 1;
        return { type: 'string', start };
      }
    }
    throw new PdfSyntaxError(`a string that never ends, from byte ${start}`);
  }

  private hexString(start: number): Token {
    const { bytes } = this;
    for (let i = start + 1; i < bytes.length; i++) {
      const b = bytes[i];
      if (b === 0x3e) {
        this.pos = i + 1;
        return { type: 'string', start };
      }
      if (!isHexDigit(b) && !isWhite(b))
        throw new PdfSyntaxError(`a hex string with '${String.fromCharCode(b!)}' at byte ${i}`);
    }
    throw new PdfSyntaxError(`a hex string that never ends, from byte ${start}`);
  }
}
