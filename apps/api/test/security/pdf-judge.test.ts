import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ascii85Decode, asciiHexDecode, lzwDecode } from '../../src/modules/uploads/pdf/decoders.ts';
import { judgePdf } from '../../src/modules/uploads/pdf/judge.ts';
import { hostilePdfs } from './pdf-corpus.ts';
import { ascii85Encode, asciiHexEncode, lzwEncode } from './pdf-encoders.ts';
import { validPdfs } from './pdf-valid.ts';

describe('the PDF judge', () => {
  it('refuses every evasion of the corpus for the right reason, and accepts everyday documents', async () => {
    const hostile = hostilePdfs();
    const wrong: string[] = [];
    const reasons = { active: 0, encrypted: 0, unreadable: 0 };
    for (const pdf of hostile) {
      const verdict = judgePdf(pdf.bytes);
      if (verdict.ok || verdict.reason !== pdf.refusal) wrong.push(`${pdf.name}: ${JSON.stringify(verdict)}`);
      else reasons[verdict.reason]++;
    }
    const valid = await validPdfs();
    const refusedValid = valid
      .map((pdf) => ({ name: pdf.name, verdict: judgePdf(pdf.bytes) }))
      .filter((v) => !v.verdict.ok)
      .map((v) => `${v.name}: ${JSON.stringify(v.verdict)}`);
    console.log(
      `pdf judge: ${hostile.length - wrong.length}/${hostile.length} evasions refused for the right reason ` +
        `(${reasons.active} active, ${reasons.encrypted} encrypted, ${reasons.unreadable} unreadable), ` +
        `${valid.length - refusedValid.length}/${valid.length} valid PDFs accepted`,
    );
    expect(hostile.length).toBeGreaterThanOrEqual(20);
    expect(wrong).toEqual([]);
    expect(refusedValid).toEqual([]);
  });
});

describe('the PDF filters', () => {
  it('decode what each encoder writes: LZW across table resets, ASCII85, ASCIIHex', () => {
    const bytes = fc
      .uint8Array({ maxLength: 20_000 })
      .chain((a) =>
        fc.constantFrom(Buffer.from(a), Buffer.concat(Array.from({ length: 30 }, () => Buffer.from(a)))),
      );
    let runs = 0;
    fc.assert(
      fc.property(bytes, (data) => {
        runs++;
        expect(lzwDecode(lzwEncode(data), 1, 1 << 24)).toEqual(data);
        expect(ascii85Decode(ascii85Encode(data))).toEqual(data);
        expect(asciiHexDecode(asciiHexEncode(data))).toEqual(data);
      }),
      { numRuns: 60 },
    );
    console.log(`pdf filters: ${runs} random buffers round-tripped through LZW, ASCII85 and ASCIIHex`);
  });
});
