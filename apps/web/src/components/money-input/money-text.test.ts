import { MAX_MONEY_AMOUNT, toMinor } from '@oja/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { editMoneyText, moneyInputMessages, readMoneyText } from './money-edit';
import {
  currencyDecimals,
  groupMoneyText,
  isMoneyText,
  majorToMoneyText,
  minorToMoneyText,
  moneyFormat,
  moneyTextToMajor,
  moneyTextToMinor,
} from './money-text';

const NGN = moneyFormat('NGN', '₦', MAX_MONEY_AMOUNT);
const CATALOGUE = moneyFormat('NGN', '₦', MAX_MONEY_AMOUNT);

/** Types `keys` one at a time at the end of the field, as a keyboard does. */
function typeAll(keys: string, format = NGN) {
  let text = '';
  const refusals: string[] = [];
  for (const key of keys) {
    const raw = groupMoneyText(text) + key;
    const edit = editMoneyText(text, raw, raw.length, format);
    if (edit.accepted) text = edit.text;
    else refusals.push(edit.message);
  }
  return { text, display: groupMoneyText(text), refusals };
}

/**
 * The amount a person reads in `input` — digits with commas only between groups of three, one '.',
 * at most 2 decimals, the field's own symbol allowed in front — in minor units; null when it is not
 * such an amount. Written independently of the field's code, with BigInt.
 */
function humanReading(input: string): bigint | 'empty' | null {
  let text = input.trim() === '' ? input : input.trim();
  if (text.startsWith('₦')) text = text.slice(1).trimStart();
  if (text === '') return 'empty';
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '') || '0';
  return BigInt(whole) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

describe('money text', () => {
  it('groups in thousands, converts exactly and back', () => {
    expect(groupMoneyText('1234567.5')).toBe('1,234,567.5');
    expect(groupMoneyText('100')).toBe('100');
    expect(groupMoneyText('12.')).toBe('12.');
    expect(moneyTextToMinor('1,234.5', 2)).toBe(123450);
    expect(moneyTextToMinor('12.', 2)).toBe(1200);
    expect(moneyTextToMinor('0.07', 2)).toBe(7);
    expect(moneyTextToMinor('', 2)).toBeNull();
    expect(minorToMoneyText(150050, 2)).toBe('1500.50');
    expect(minorToMoneyText(150000, 2)).toBe('1500');
    expect(minorToMoneyText(5, 2)).toBe('0.05');
    expect(majorToMoneyText(1500.5, 2)).toBe('1500.50');
    expect(majorToMoneyText(null, 2)).toBe('');
    expect(moneyTextToMajor('1234.56', 2)).toBe(1234.56);
    expect(currencyDecimals('NGN')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
  });
});

describe('typing and pasting an amount', () => {
  it('groups thousands while typing', () => {
    expect(typeAll('1000000.5')).toMatchObject({ display: '1,000,000.5', refusals: [] });
  });

  it.each([
    ['1e9', '19', [moneyInputMessages.character('e')]],
    ['-100', '100', [moneyInputMessages.negative]],
    ['1.2.3', '1.23', [moneyInputMessages.secondPoint]],
    ['1.234', '1.23', [moneyInputMessages.decimals(2)]],
    ['1,000', '1000', [moneyInputMessages.typedComma]],
    ['12 3', '123', [moneyInputMessages.space]],
  ])('typing %s keeps %s and refuses each wrong key with a message', (keys, text, refusals) => {
    expect(typeAll(keys)).toMatchObject({ text, refusals });
  });

  it('refuses a digit that would pass the largest amount, naming it', () => {
    const { text, refusals } = typeAll('1000000000000');
    expect(text).toBe('100000000000');
    expect(refusals).toEqual([moneyInputMessages.tooLarge('₦100,000,000,000')]);
  });

  it.each([
    ['1e9', null, moneyInputMessages.character('e')],
    ['-100', null, moneyInputMessages.negative],
    ['₦1,000.50', 100050, null],
    ['  ₦ 2,500  ', 250000, null],
    ['1,00,000', null, moneyInputMessages.grouping],
    ['1.000,50', null, moneyInputMessages.grouping],
    ['1,5', null, moneyInputMessages.grouping],
    ['$100', null, moneyInputMessages.character('$')],
    ['100.505', null, moneyInputMessages.decimals(2)],
    ['.5', 50, null],
    ['007', 700, null],
  ])('pasting "%s" gives %s minor units or refuses', (input, minor, message) => {
    const edit = readMoneyText(input, NGN);
    if (minor === null) expect(edit).toMatchObject({ accepted: false, message });
    else expect(edit.accepted && moneyTextToMinor(edit.text, 2)).toBe(minor);
  });

  it('keeps the caret beside what was typed, across the commas it adds', () => {
    // "1,0|00" + "5" → "10,5|00"
    const edit = editMoneyText('1000', '1,0500', 4, NGN);
    expect(edit).toEqual({ accepted: true, text: '10500', display: '10,500', caret: 4 });
    // Backspace over a comma moves the caret past it and keeps the amount.
    expect(editMoneyText('1000', '1000', 1, NGN)).toEqual({
      accepted: true,
      text: '1000',
      display: '1,000',
      caret: 1,
    });
    // A refused key leaves the caret where it was.
    expect(editMoneyText('1000', '1,0e00', 4, NGN)).toMatchObject({ accepted: false, caret: 3 });
  });
});

describe('properties: what is displayed is exactly what is submitted', () => {
  const seen = { typed: 0, pasted: 0, refused: 0, edits: 0 };
  afterAll(() => {
    console.log(
      `money text: ${seen.typed} typed amounts submitted exactly; ${seen.pasted} pastes (${seen.refused} refused) read as a person reads them; ${seen.edits} edits kept a valid amount`,
    );
  });
  const minorAmount = fc.integer({ min: 0, max: CATALOGUE.maxMinor });

  it('typing any amount key by key shows it grouped and submits exactly its minor units', () => {
    fc.assert(
      fc.property(minorAmount, (minor) => {
        seen.typed += 1;
        const typed = typeAll(minorToMoneyText(minor, 2), CATALOGUE);
        expect(typed.refusals).toEqual([]);
        expect(typed.display).toBe(groupMoneyText(minorToMoneyText(minor, 2)));
        expect(moneyTextToMinor(typed.display, 2)).toBe(minor);
        // The API gets major units; the server's own conversion gives back the same minor units.
        const major = moneyTextToMajor(typed.text, 2)!;
        expect(toMinor(major)).toBe(minor);
        expect(humanReading(JSON.stringify(major))).toBe(BigInt(minor));
      }),
      { numRuns: 2000 },
    );
  });

  const pasteText = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789,.-e+₦ $£'.split('')), maxLength: 16 }),
    minorAmount.map((m) => groupMoneyText(minorToMoneyText(m, 2))),
    minorAmount.map((m) => `₦${groupMoneyText(minorToMoneyText(m, 2))}`),
    fc.string({ maxLength: 12 }),
  );

  it('a paste is accepted exactly when a person reads an amount in it, and then as that amount', () => {
    fc.assert(
      fc.property(pasteText, (input) => {
        const edit = readMoneyText(input, CATALOGUE);
        const reading = humanReading(input);
        seen.pasted += 1;
        if (!edit.accepted) seen.refused += 1;
        if (reading === null || (typeof reading === 'bigint' && reading > BigInt(CATALOGUE.maxMinor))) {
          expect(edit.accepted, input).toBe(false);
          expect(!edit.accepted && edit.message.length).toBeGreaterThan(0);
        } else {
          expect(edit.accepted, input).toBe(true);
          if (!edit.accepted) return;
          const minor = moneyTextToMinor(edit.text, 2);
          expect(minor === null ? 'empty' : BigInt(minor)).toBe(reading);
          expect(moneyTextToMinor(edit.display, 2)).toBe(minor);
        }
      }),
      { numRuns: 3000 },
    );
  });

  const step = fc.record({
    key: fc.constantFrom(...'0123456789.,-e '.split(''), '', '₦'),
    at: fc.nat(),
    remove: fc.integer({ min: 0, max: 3 }),
  });

  it('any sequence of edits keeps a valid amount; an accepted edit is the number its characters spell', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let text = '';
        for (const { key, at, remove } of steps) {
          const display = groupMoneyText(text);
          const start = at % (display.length + 1);
          const end = Math.min(display.length, start + (key === '' ? Math.max(1, remove) : remove));
          const raw = display.slice(0, start) + key + display.slice(end);
          const edit = editMoneyText(text, raw, start + key.length, NGN);
          seen.edits += 1;
          if (!edit.accepted) continue;
          expect(isMoneyText(edit.text, 2), raw).toBe(true);
          expect(edit.display).toBe(groupMoneyText(edit.text));
          expect(edit.caret).toBeGreaterThanOrEqual(0);
          expect(edit.caret).toBeLessThanOrEqual(edit.display.length);
          const spelled = humanReading(raw.replace(/,/g, ''));
          const minor = moneyTextToMinor(edit.text, 2);
          expect(minor === null ? 'empty' : BigInt(minor), raw).toBe(spelled);
          text = edit.text;
        }
      }),
      { numRuns: 1000 },
    );
  });
});
