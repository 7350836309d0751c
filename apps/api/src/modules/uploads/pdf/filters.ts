import { inflateSync } from 'node:zlib';
import { PdfSyntaxError } from './lexer.ts';
import { isDict, isName, type PdfDict, type PdfValue } from './objects.ts';
import { ascii85Decode, asciiHexDecode, lzwDecode, runLengthDecode } from './decoders.ts';
import { unpredict } from './predictors.ts';

/** A document whose content cannot be read without a key: nothing in it can be inspected. */
export class PdfEncryptedError extends Error {
  override name = 'PdfEncryptedError';
}

/** How many decoded bytes a document's structure may take, over all its streams (a bound on inflate bombs). */
export interface DecodeBudget {
  remaining: number;
}

interface Filter {
  name: string;
  parms: PdfDict | undefined;
}

type Decoder = (data: Buffer, budget: DecodeBudget, parms: PdfDict | undefined) => Buffer;

const inflate = (data: Buffer, budget: DecodeBudget): Buffer => {
  if (budget.remaining <= 0) throw new PdfSyntaxError('decoded streams exceed the budget');
  try {
    return inflateSync(data, { maxOutputLength: budget.remaining });
  } catch (error) {
    throw new PdfSyntaxError(`a FlateDecode stream that cannot be inflated (${(error as Error).message})`);
  }
};

/** The filters that transform bytes; their output is inspected. */
const DECODERS: Record<string, Decoder> = {
  FlateDecode: (data, budget, parms) => unpredict(inflate(data, budget), parms),
  LZWDecode: (data, budget, parms) => {
    const early = parms?.entries.get('EarlyChange') ?? 1;
    if (early !== 0 && early !== 1) throw new PdfSyntaxError('an LZWDecode /EarlyChange other than 0 or 1');
    return unpredict(lzwDecode(data, early, Math.max(0, budget.remaining)), parms);
  },
  ASCIIHexDecode: (data) => asciiHexDecode(data),
  ASCII85Decode: (data) => ascii85Decode(data),
  RunLengthDecode: (data, budget) => runLengthDecode(data, budget.remaining),
};
/** Image codecs: their output is pixels, so they may only end a chain, and are never decoded here. */
const IMAGE_CODECS = new Set(['DCTDecode', 'JPXDecode', 'CCITTFaxDecode', 'JBIG2Decode']);

/** A stream's /Filter chain with its /DecodeParms; unknown filters are refused, Crypt means encryption. */
export function filterChain(dict: PdfDict): Filter[] {
  const filter = dict.entries.get('Filter');
  const parms = dict.entries.get('DecodeParms');
  const names: PdfValue[] = filter === undefined ? [] : Array.isArray(filter) ? filter : [filter];
  const allParms: PdfValue[] = parms === undefined ? [] : Array.isArray(parms) ? parms : [parms];
  if (allParms.length > names.length) throw new PdfSyntaxError('more /DecodeParms than filters');
  return names.map((name, i) => {
    if (!isName(name)) throw new PdfSyntaxError('a /Filter that is not a name');
    if (name.name === 'Crypt') throw new PdfEncryptedError('a stream uses the Crypt filter');
    const known = name.name in DECODERS || IMAGE_CODECS.has(name.name);
    if (!known) throw new PdfSyntaxError(`an unknown filter /${name.name}`);
    if (IMAGE_CODECS.has(name.name) && i !== names.length - 1) {
      throw new PdfSyntaxError(`/${name.name} before another filter`);
    }
    const p = allParms[i] ?? null;
    if (p !== null && !isDict(p)) throw new PdfSyntaxError('/DecodeParms that are not a dictionary');
    return { name: name.name, parms: p ?? undefined };
  });
}

/**
 * The decoded bytes of a stream, through every filter of its chain in order. The budget bounds the
 * total a document may decode, so a small file cannot make the server inflate gigabytes.
 */
export function decodeStream(data: Buffer, dict: PdfDict, budget: DecodeBudget): Buffer {
  let out = data;
  for (const filter of filterChain(dict)) {
    const decode = DECODERS[filter.name];
    if (!decode) throw new PdfSyntaxError(`/${filter.name} data where objects were expected`);
    out = decode(out, budget, filter.parms);
    budget.remaining -= out.length;
    if (budget.remaining < 0) throw new PdfSyntaxError('decoded streams exceed the budget');
  }
  return out;
}
