import { multiLineText, textMessages, verbatimText } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findTextProblems, inputSchemaOf } from '../../src/lib/input-text.ts';

const schema = inputSchemaOf(
  z.object({
    name: z.string(),
    note: multiLineText().nullable().optional(),
    lines: z.array(z.object({ text: multiLineText(), label: z.string() })),
    kind: z.discriminatedUnion('type', [
      z.object({ type: z.literal('a'), body: multiLineText() }),
      z.object({ type: z.literal('b'), body: z.string() }),
    ]),
    raw: z.looseObject({ id: z.string() }).meta({ 'x-text': 'verbatim' }),
    secret: verbatimText(),
    tags: z.record(z.string(), z.string()),
  }),
);
const find = (value: unknown) => findTextProblems(value, schema, 'body');

describe('the request text check', () => {
  it('judges each field by the kind its schema declares, single-line when it declares none', () => {
    const body = {
      name: 'Ada\tObi',
      note: 'one\ntwo',
      lines: [{ text: 'a\nb', label: 'x\u202e' }],
      kind: { type: 'b', body: 'tab\there' },
      raw: { id: 'r\u0085', extra: { deep: 'mojibake\u0083\n' } },
      secret: 'pass\u202e\tword',
      tags: { colour: 'red\u001b[0m' },
    };
    expect(find(body).sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'body.lines.0.label', message: textMessages.bidi },
      { path: 'body.name', message: textMessages.lineBreak },
      { path: 'body.tags.colour', message: textMessages.control },
    ]);
  });

  it('refuses unstorable text everywhere, object keys included, with the path the schema errors use', () => {
    const body = {
      raw: { id: 'a\u0000', 'k\ud800': 'v' },
      secret: '\udc00',
      lines: [
        { text: 'ok', label: 'ok' },
        { text: 'x\u0000', label: 'ok' },
      ],
      'n\u0000': 1,
    };
    expect(
      find(body)
        .map((p) => p.path)
        .sort(),
    ).toEqual(['body.lines.1.text', 'body.n\u0000', 'body.raw.id', 'body.raw.k\ud800', 'body.secret']);
    expect(find(body).every((p) => p.message === textMessages.unstorable)).toBe(true);
  });

  it('walks a 100,000-deep document without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findTextProblems(deep, {}, 'body')).toHaveLength(1);
  });

  it('holds a part without a schema (or one zod cannot describe) to the single-line rule', () => {
    expect(findTextProblems({ q: 'a\nb' }, inputSchemaOf(undefined), 'querystring')).toEqual([
      { path: 'querystring.q', message: textMessages.lineBreak },
    ]);
    const transformed = inputSchemaOf(z.object({ when: z.date(), text: multiLineText() }));
    expect(findTextProblems({ when: 'x\ny', text: 'x\ny' }, transformed, 'body')).toEqual([
      { path: 'body.when', message: textMessages.lineBreak },
    ]);
  });
});
