/** The encoders of PDF's text and LZW filters, so the corpus can wrap its payloads as writers would. */

export const asciiHexEncode = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1');

export function ascii85Encode(data: Buffer): Buffer {
  let out = '';
  for (let at = 0; at < data.length; at += 4) {
    const chunk = data.subarray(at, at + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

/** LZW with early change (the PDF default), a clear code first and whenever the table is nearly full. */
export function lzwEncode(data: Buffer): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let bitCount = 0;
  let width = 9;
  const emit = (code: number) => {
    bits = (bits << width) | code;
    bitCount += width;
    while (bitCount >= 8) {
      bytes.push((bits >>> (bitCount - 8)) & 0xff);
      bitCount -= 8;
    }
    bits &= (1 << bitCount) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const reset = () => {
    table = new Map();
    for (let i = 0; i < 256; i++) table.set(String.fromCharCode(i), i);
    next = 258;
  };
  reset();
  emit(256);
  let word = '';
  for (const byte of data) {
    const extended = word + String.fromCharCode(byte);
    if (table.has(extended)) {
      word = extended;
      continue;
    }
    emit(table.get(word)!);
    table.set(extended, next++);
    if (next >= 1 << width && width < 12) width++;
    if (next >= 4093) {
      emit(256);
      reset();
      width = 9;
    }
    word = String.fromCharCode(byte);
  }
  if (word) emit(table.get(word)!);
  // The decoder adds one more entry after the last code; the end code is read at its width.
  if (word && next + 1 >= 1 << width && width < 12) width++;
  emit(257);
  if (bitCount > 0) bytes.push((bits << (8 - bitCount)) & 0xff);
  return Buffer.from(bytes);
}
