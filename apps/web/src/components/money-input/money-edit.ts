import {
  groupMoneyText,
  isWellGrouped,
  minorToMoneyText,
  type MoneyFormat,
  moneyTextToMinor,
} from './money-text';

/**
 * One edit of a money field (a key typed, a deletion, a paste, an autofill), accepted or refused.
 * Nothing is ever rewritten into another number: an edit either yields exactly the amount its characters
 * spell (commas only where they group thousands, the field's own currency symbol allowed in front of a
 * paste), or it is refused with a message and the field keeps its amount.
 */
export type MoneyEdit =
  | { accepted: true; text: string; display: string; caret: number }
  | { accepted: false; message: string; caret: number };

export const moneyInputMessages = {
  negative: 'An amount cannot be negative.',
  space: 'Spaces are not allowed in an amount.',
  character: (char: string) => `“${char}” is not allowed in an amount. Use digits and one “.”.`,
  typedComma: 'Thousands separators are added for you. Use “.” for decimals.',
  grouping: 'Use “,” only between groups of three digits (1,000,000) and “.” before the decimals.',
  secondPoint: 'An amount can have only one “.”.',
  noDecimals: 'This currency has no decimals.',
  decimals: (decimals: number) => `An amount can have at most ${decimals} decimal places.`,
  tooLarge: (max: string) => `An amount can be at most ${max}.`,
} as const;

const SIGNIFICANT = /[\d.]/;
const countSignificant = (text: string) => [...text].filter((c) => SIGNIFICANT.test(c)).length;

/** The leftmost caret position in `display` with `after` digits or points after it. */
function caretFor(display: string, after: number) {
  for (let position = 0; position <= display.length; position += 1) {
    if (countSignificant(display.slice(position)) <= after) return position;
  }
  return display.length;
}

/** Where `next` differs from `previous`: the inserted text ends at the caret the browser reports. */
function diff(previous: string, next: string, caret: number) {
  let suffix = 0;
  const maxSuffix = Math.min(previous.length, next.length - caret);
  while (suffix < maxSuffix && previous[previous.length - 1 - suffix] === next[next.length - 1 - suffix])
    suffix += 1;
  let prefix = 0;
  const maxPrefix = Math.min(previous.length, next.length) - suffix;
  while (prefix < maxPrefix && previous[prefix] === next[prefix]) prefix += 1;
  return {
    prefix,
    removed: previous.slice(prefix, previous.length - suffix),
    inserted: next.slice(prefix, next.length - suffix),
    suffix,
  };
}

/** The first character an amount cannot contain, with the message that names it. */
function refusalOf(inserted: string): string | null {
  for (const char of inserted) {
    if (/[\d.,]/.test(char)) continue;
    if (/[-−–]/.test(char)) return moneyInputMessages.negative;
    if (/\s/.test(char)) return moneyInputMessages.space;
    return moneyInputMessages.character(char);
  }
  return null;
}

/**
 * Applies the browser's edit: `previousText` is the field's canonical text, `raw` what the input holds
 * after the edit (grouped text plus the change), `caret` where the browser put the caret in `raw`.
 */
export function editMoneyText(
  previousText: string,
  raw: string,
  caret: number,
  format: MoneyFormat,
): MoneyEdit {
  const previous = groupMoneyText(previousText);
  const { prefix, removed, inserted, suffix } = diff(previous, raw, caret);
  const refuse = (message: string): MoneyEdit => ({
    accepted: false,
    message,
    caret: prefix + removed.length,
  });

  // A paste at the start may carry the field's own currency symbol and surrounding spaces.
  let typed = inserted;
  if (typed.length > 1 && typed.trim() !== '') typed = typed.trim();
  if (prefix === 0 && typed.startsWith(format.symbol)) typed = typed.slice(format.symbol.length).trimStart();
  const refusal = refusalOf(typed);
  if (refusal) return refuse(refusal);

  const candidate = previous.slice(0, prefix) + typed + previous.slice(previous.length - suffix);
  if (typed.includes(',')) {
    if (typed === ',') return refuse(moneyInputMessages.typedComma);
    if (!isWellGrouped(candidate)) return refuse(moneyInputMessages.grouping);
  }
  const plain = candidate.replace(/,/g, '');
  const [whole = '', fraction, ...more] = plain.split('.');
  if (more.length > 0) return refuse(moneyInputMessages.secondPoint);
  if (fraction !== undefined && format.decimals === 0) return refuse(moneyInputMessages.noDecimals);
  if (fraction !== undefined && fraction.length > format.decimals)
    return refuse(moneyInputMessages.decimals(format.decimals));

  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  const text = plain === '' ? '' : `${wholeDigits || '0'}${fraction === undefined ? '' : `.${fraction}`}`;
  const minor = moneyTextToMinor(text, format.decimals);
  if (wholeDigits.length > 15 || (minor !== null && minor > format.maxMinor)) {
    const max = groupMoneyText(minorToMoneyText(format.maxMinor, format.decimals));
    return refuse(moneyInputMessages.tooLarge(`${format.symbol}${max}`));
  }
  const display = groupMoneyText(text);
  const after = countSignificant(candidate.slice(prefix + typed.length));
  return { accepted: true, text, display, caret: caretFor(display, after) };
}

/** A whole string as if pasted into an empty field: the same rules, for one-off values. */
export const readMoneyText = (input: string, format: MoneyFormat) =>
  editMoneyText('', input, input.length, format);
