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

describe('the PDF judge on damaged files', () => {
  it('answers a verdict, never an exception, for random cuts, insertions and byte changes of real PDFs', async () => {
    const sources = [
      ...(await validPdfs()).map((p) => p.bytes),
      ...hostilePdfs()
        .slice(0, 12)
        .map((p) => p.bytes),
    ];
    const damage = fc.record({
      source: fc.nat({ max: sources.length - 1 }),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      kind: fc.constantFrom('cut', 'insert', 'flip'),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }),
    });
    const verdicts = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(damage, ({ source, at, kind, bytes }) => {
        const pdf = sources[source]!;
        const i = Math.floor(at * pdf.length);
        const damaged =
          kind === 'cut'
            ? pdf.subarray(0, i)
            : kind === 'insert'
              ? Buffer.concat([pdf.subarray(0, i), bytes, pdf.subarray(i)])
              : Buffer.concat([pdf.subarray(0, i), bytes, pdf.subarray(i + bytes.length)]);
        const verdict = judgePdf(damaged);
        verdicts[verdict.ok ? 'ok' : 'refused']++;
      }),
      { numRuns: 300 },
    );
    console.log(
      `pdf judge on damaged files: 300 damaged PDFs judged without an exception (${verdicts.refused} refused, ${verdicts.ok} accepted)`,
    );
  });
});
