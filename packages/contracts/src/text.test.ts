import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginRequest, onboardingRequest } from './accounts.ts';
import { productCreateBody } from './catalogue/products.ts';
import { sendMessageBody } from './messaging.ts';
import {
  multiLineText,
  singleLineText,
  TEXT_KIND_KEYWORD,
  textMessages,
  textProblem,
  type TextKind,
  verbatimText,
} from './text.ts';

/** Hostile and harmless samples, and what each kind answers. */
const samples: [string, string, Record<TextKind, string | null>][] = [
  ['plain', 'Ankara dress', { 'single-line': null, 'multi-line': null, verbatim: null }],
  ['emoji and accents', 'Ọjà 😀 café', { 'single-line': null, 'multi-line': null, verbatim: null }],
  ['Arabic script (Ajami)', 'سنة', { 'single-line': null, 'multi-line': null, verbatim: null }],
  [
    'NUL',
    'a\u0000b',
    {
      'single-line': textMessages.unstorable,
      'multi-line': textMessages.unstorable,
      verbatim: textMessages.unstorable,
    },
  ],
  [
    'lone high surrogate',
    'a\ud800b',
    {
      'single-line': textMessages.unstorable,
      'multi-line': textMessages.unstorable,
      verbatim: textMessages.unstorable,
    },
  ],
  [
    'lone low surrogate',
    '\udc00',
    {
      'single-line': textMessages.unstorable,
      'multi-line': textMessages.unstorable,
      verbatim: textMessages.unstorable,
    },
  ],
  [
    'swapped pair',
    '\ude00\ud83d',
    {
      'single-line': textMessages.unstorable,
      'multi-line': textMessages.unstorable,
      verbatim: textMessages.unstorable,
    },
  ],
  [
    'escape sequence',
    'red\u001b[31m',
    { 'single-line': textMessages.control, 'multi-line': textMessages.control, verbatim: null },
  ],
  [
    'bell',
    'a\u0007',
    { 'single-line': textMessages.control, 'multi-line': textMessages.control, verbatim: null },
  ],
  [
    'DEL',
    'a\u007f',
    { 'single-line': textMessages.control, 'multi-line': textMessages.control, verbatim: null },
  ],
  [
    'C1 (NEL)',
    'a\u0085b',
    { 'single-line': textMessages.control, 'multi-line': textMessages.control, verbatim: null },
  ],
  ['line feed', 'a\nb', { 'single-line': textMessages.lineBreak, 'multi-line': null, verbatim: null }],
  ['tab', 'a\tb', { 'single-line': textMessages.lineBreak, 'multi-line': null, verbatim: null }],
  ['CR LF', 'a\r\nb', { 'single-line': textMessages.lineBreak, 'multi-line': null, verbatim: null }],
  [
    'line separator',
    'a\u2028b',
    { 'single-line': textMessages.lineBreak, 'multi-line': null, verbatim: null },
  ],
  ['RTL override', '\u202egpj.exe', { 'single-line': textMessages.bidi, 'multi-line': null, verbatim: null }],
  ['isolate', 'a\u2066b\u2069', { 'single-line': textMessages.bidi, 'multi-line': null, verbatim: null }],
  ['right-to-left mark', 'a\u200fb', { 'single-line': null, 'multi-line': null, verbatim: null }],
];

describe('text rules', () => {
  it.each(samples)('judges %s by the field kind', (_name, value, expected) => {
    const answers = {
      'single-line': textProblem(value, 'single-line'),
      'multi-line': textProblem(value, 'multi-line'),
      verbatim: textProblem(value, 'verbatim'),
    };
    expect(answers).toEqual(expected);
  });

  it('applies the same rule in the string builders, on the text as sent', () => {
    const kinds = { 'single-line': singleLineText, 'multi-line': multiLineText, verbatim: verbatimText };
    for (const [, value, expected] of samples) {
      for (const [kind, build] of Object.entries(kinds) as [TextKind, typeof singleLineText][]) {
        const result = build().trim().safeParse(value);
        expect(result.error?.issues[0]?.message ?? null).toBe(expected[kind]);
      }
    }
    expect(singleLineText().trim().safeParse('Dress\n').error?.issues[0]?.message).toBe(
      textMessages.lineBreak,
    );
  });

  it('names the kind in the JSON schema (x-text), through trim, min, optional and nullable', () => {
    const schema = z.toJSONSchema(productCreateBody, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.properties.name?.[TEXT_KIND_KEYWORD]).toBe('single-line');
    expect(schema.properties.description?.[TEXT_KIND_KEYWORD]).toBe('multi-line');
    expect(JSON.stringify(schema.properties.variation)).toContain('"x-text":"single-line"');
  });

  it('keeps the domain schemas consistent: names single-line, messages multi-line, passwords verbatim', () => {
    const product = { name: 'Dress', category: 'Fashion', price: 1, units: 1 };
    const first = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
    expect(first(productCreateBody.safeParse({ ...product, name: 'Dress\u202e' }))).toBe(textMessages.bidi);
    expect(first(productCreateBody.safeParse({ ...product, name: 'Dr\ness' }))).toBe(textMessages.lineBreak);
    expect(productCreateBody.safeParse({ ...product, description: 'Line one\n\tLine two' }).success).toBe(
      true,
    );
    expect(first(productCreateBody.safeParse({ ...product, description: 'x\u0000' }))).toBe(
      textMessages.unstorable,
    );
    expect(sendMessageBody.safeParse({ text: 'Hello\nthere' }).success).toBe(true);
    expect(first(sendMessageBody.safeParse({ text: 'Hi\u001b[2J' }))).toBe(textMessages.control);
    expect(loginRequest.safeParse({ email: 'a@example.com', password: 'tab\there\u202e' }).success).toBe(
      true,
    );
    expect(first(loginRequest.safeParse({ email: 'a@example.com', password: 'nul\u0000' }))).toBe(
      textMessages.unstorable,
    );
    const onboarding = onboardingRequest.safeParse({ email: 'a@example.com', firstName: 'Ada\u0085' });
    expect(onboarding.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['firstName'], message: textMessages.control }),
    );
  });
});
