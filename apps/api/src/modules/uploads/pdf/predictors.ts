import { PdfSyntaxError } from './lexer.ts';
import { type PdfDict, requireInteger } from './objects.ts';

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** PNG predictors (§7.4.4.4, /Predictor 10–15): every row starts with its filter type, 0 to 4. */
function pngUnpredict(data: Buffer, rowBytes: number, pixelBytes: number): Buffer {
  const stride = rowBytes + 1;
  if (data.length % stride !== 0) throw new PdfSyntaxError('PNG-predicted data that is not whole rows');
  const rows = data.length / stride;
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = data[row * stride]!;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[row * stride + 1 + i]!;
      const left = i >= pixelBytes ? out[at + i - pixelBytes]! : 0;
      const up = row > 0 ? out[at - rowBytes + i]! : 0;
      const upLeft = row > 0 && i >= pixelBytes ? out[at - rowBytes + i - pixelBytes]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) value = raw + paeth(left, up, upLeft);
      else throw new PdfSyntaxError(`a PNG predictor row of type ${type}`);
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

/** TIFF predictor 2 (8-bit components): each component is a difference from the one to its left. */
function tiffUnpredict(data: Buffer, rowBytes: number, pixelBytes: number): Buffer {
  const out = Buffer.from(data);
  for (let row = 0; row + rowBytes <= out.length; row += rowBytes) {
    for (let i = pixelBytes; i < rowBytes; i++)
      out[row + i] = (out[row + i]! + out[row + i - pixelBytes]!) & 0xff;
  }
  return out;
}

/** Undoes the /Predictor of a Flate or LZW stream's /DecodeParms (none when absent or 1). */
export function unpredict(data: Buffer, parms: PdfDict | undefined): Buffer {
  if (!parms) return data;
  const predictor = requireInteger(parms, 'Predictor', 1);
  if (predictor === 1) return data;
  const colors = requireInteger(parms, 'Colors', 1);
  const bits = requireInteger(parms, 'BitsPerComponent', 8);
  const columns = requireInteger(parms, 'Columns', 1);
  if (colors < 1 || colors > 32 || ![1, 2, 4, 8, 16].includes(bits) || columns < 1 || columns > 1 << 20) {
    throw new PdfSyntaxError('predictor /DecodeParms out of range');
  }
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  const pixelBytes = Math.ceil((colors * bits) / 8);
  if (predictor >= 10 && predictor <= 15) return pngUnpredict(data, rowBytes, pixelBytes);
  if (predictor === 2 && bits === 8) return tiffUnpredict(data, rowBytes, pixelBytes);
  throw new PdfSyntaxError(`an unsupported /Predictor ${predictor}`);
}
