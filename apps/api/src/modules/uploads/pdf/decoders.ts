import { isWhite, PdfSyntaxError } from './lexer.ts';

/** Bytes written one at a time into a buffer that grows, up to a limit. */
class Output {
  private buffer = Buffer.allocUnsafe(4096);
  length = 0;
  constructor(private readonly limit: number) {}

  push(byte: number) {
    if (this.length === this.buffer.length) this.grow(this.length + 1);
    this.buffer[this.length++] = byte;
  }

  /** Room for `count` more bytes, written directly at `length`. */
  reserve(count: number): Buffer {
    if (this.length + count > this.buffer.length) this.grow(this.length + count);
    return this.buffer;
  }

  private grow(needed: number) {
    if (needed > this.limit) throw new PdfSyntaxError('decoded streams exceed the budget');
    const next = Buffer.allocUnsafe(Math.min(this.limit, Math.max(needed, this.buffer.length * 2)));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  result() {
    return this.buffer.subarray(0, this.length);
  }
}

const hexValue = (b: number) =>
  b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 55 : b >= 0x61 && b <= 0x66 ? b - 87 : -1;

/** ASCIIHexDecode (ISO 32000-1 §7.4.2): hex digit pairs up to `>`, white-space ignored. */
export function asciiHexDecode(data: Buffer): Buffer {
  const out = new Output(data.length);
  let high = -1;
  for (const b of data) {
    if (b === 0x3e) break;
    if (isWhite(b)) continue;
    const value = hexValue(b);
    if (value < 0) throw new PdfSyntaxError(`ASCIIHexDecode data with '${String.fromCharCode(b)}'`);
    if (high < 0) high = value;
    else {
      out.push(high * 16 + value);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return out.result();
}

/** ASCII85Decode (§7.4.3): groups of five characters `!`–`u` for four bytes, `z` for four zeros, `~>` ends. */
export function ascii85Decode(data: Buffer): Buffer {
  const out = new Output(data.length);
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    if (value > 0xffffffff) throw new PdfSyntaxError('an ASCII85Decode group above 2^32');
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  for (let i = 0; i < data.length; i++) {
    const b = data[i]!;
    if (isWhite(b)) continue;
    if (b === 0x7e) {
      if (data[i + 1] !== 0x3e) throw new PdfSyntaxError("ASCII85Decode data with '~' not before '>'");
      break;
    }
    if (b === 0x7a && group.length === 0) {
      for (let k = 0; k < 4; k++) out.push(0);
    } else if (b >= 0x21 && b <= 0x75) {
      group.push(b - 0x21);
      if (group.length === 5) flush(4);
    } else throw new PdfSyntaxError(`ASCII85Decode data with '${String.fromCharCode(b)}'`);
  }
  if (group.length === 1) throw new PdfSyntaxError('an ASCII85Decode final group of one character');
  if (group.length > 1) flush(group.length - 1);
  return out.result();
}

/** RunLengthDecode (§7.4.5): a length byte, then that many literal bytes or one byte repeated. */
export function runLengthDecode(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  let i = 0;
  while (i < data.length) {
    const length = data[i++]!;
    if (length === 128) break;
    if (length < 128) {
      if (i + length + 1 > data.length) throw new PdfSyntaxError('RunLengthDecode data cut short');
      for (let k = 0; k <= length; k++) out.push(data[i++]!);
    } else {
      if (i >= data.length) throw new PdfSyntaxError('RunLengthDecode data cut short');
      const byte = data[i++]!;
      for (let k = 0; k < 257 - length; k++) out.push(byte);
    }
  }
  return out.result();
}

/**
 * LZWDecode (§7.4.4): variable-width codes from 9 to 12 bits, 256 clears the table, 257 ends the data;
 * `earlyChange` 1 (the default) widens the codes one entry early.
 */
export function lzwDecode(data: Buffer, earlyChange: 0 | 1, limit: number): Buffer {
  const out = new Output(limit);
  const prefix = new Int32Array(4096).fill(-1);
  const suffix = new Uint8Array(4096);
  const size = new Uint16Array(4096);
  for (let i = 0; i < 256; i++) {
    suffix[i] = i;
    size[i] = 1;
  }
  let next = 258;
  let width = 9;
  let previous = -1;
  let bits = 0;
  let bitCount = 0;
  const write = (code: number) => {
    const length = size[code]!;
    const buffer = out.reserve(length);
    for (let c = code, at = out.length + length - 1; c >= 0; c = prefix[c]!, at--) buffer[at] = suffix[c]!;
    out.length += length;
  };
  const firstByte = (code: number) => {
    let c = code;
    while (prefix[c]! >= 0) c = prefix[c]!;
    return suffix[c]!;
  };
  for (let i = 0; ;) {
    while (bitCount < width && i < data.length) {
      bits = ((bits << 8) | data[i++]!) & 0xffffff;
      bitCount += 8;
    }
    if (bitCount < width) break;
    const code = (bits >>> (bitCount - width)) & ((1 << width) - 1);
    bitCount -= width;
    if (code === 256) {
      next = 258;
      width = 9;
      previous = -1;
      continue;
    }
    if (code === 257) break;
    if (code > next || (code === next && previous < 0) || (code >= 258 && code < next && size[code] === 0)) {
      throw new PdfSyntaxError(`an LZWDecode code ${code} not in the table`);
    }
    if (previous >= 0 && next < 4096) {
      prefix[next] = previous;
      suffix[next] = code === next ? firstByte(previous) : firstByte(code);
      size[next] = size[previous]! + 1;
      next++;
    }
    write(code);
    previous = code;
    if (next + earlyChange >= 1 << width && width < 12) width++;
  }
  return out.result();
}
