import { LOOK_ALIKES, SEPARATOR_SIGNS } from './brand-names/look-alikes.ts';
import { PLATFORM_NAMES, STAFF_WORDS } from './brand-names/staff-words.ts';

/**
 * Names that claim to be Oja or its staff ("Oja Security Team", "0JA Support", "oja-helpdesk") are
 * refused wherever a person or business names itself (decision 024): such names reach buyers in emails and
 * chats. A name is reduced to a skeleton first — case, accents, look-alike letters and digits (0/o,
 * 1/l/i, Cyrillic and Greek twins), spacing and punctuation — so variants are judged like the plain name.
 */
export const brandNameMessage =
  'This name suggests it belongs to Oja or its staff. Choose a name that is your own.';

export { PLATFORM_NAMES };

/** Lower case, no accents, look-alikes replaced, `rn` read as `m`; anything else not a letter is a space. */
function skeleton(text: string, rnAsM = true): string {
  const lowered = text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .toLowerCase();
  let out = '';
  for (const char of lowered) out += LOOK_ALIKES[char] ?? (/[a-z]/.test(char) ? char : ' ');
  return rnAsM ? out.replace(/rn/g, 'm') : out;
}

/**
 * The readings of a name, each judged: digits and signs as the letters they look like ("0JA", "$upport");
 * the same but with | as a word break ("0ja|Suport"), other signs (™, emoji) always being ones; and every
 * character that is not a letter as a word break ("Oja™", "Oja|Security", "Oja1Support"). Only the first
 * reads `rn` as `m`, so that "MarketSqrNotice" keeps its `rn`.
 */
function readings(text: string): string[] {
  const canonical = text.normalize('NFD');
  const breakOthers = (keep: (char: string) => boolean, rnAsM = false) =>
    skeleton(
      canonical.replace(/[^\p{L}\p{M}]/gu, (char) => (keep(char) ? char : ' ')),
      rnAsM,
    );
  return [
    breakOthers((char) => char in LOOK_ALIKES, true),
    breakOthers((char) => char in LOOK_ALIKES && !SEPARATOR_SIGNS.has(char)),
    breakOthers(() => false),
  ];
}

/** "Oja" is also a common Yoruba word (market): alone, and without a staff word, it is fair in a longer name. */
const COMMON_WORD = 'oja';
const compact = (name: string) => skeleton(name).replace(/ /g, '');
const BRANDS = new Set(PLATFORM_NAMES.map(compact));
const STAFF = new Set(STAFF_WORDS.map((word) => skeleton(word)));
/** Staff words long enough that one typo still reads as them ("Suport"); shorter ones must be exact. */
const TYPO_MIN_LENGTH = 6;
const LONG_STAFF = [...STAFF].filter((word) => word.length >= TYPO_MIN_LENGTH);
const MAX_STAFF_LENGTH = Math.max(...[...STAFF].map((word) => word.length)) + 1;

/** The word with the letter at `at` left out. */
const without = (word: string, at: number) => word.slice(0, at) + word.slice(at + 1);

/**
 * The long staff words with one letter left out, alone (a typo that drops a letter) and keyed by where
 * (a typo that changes one), so a word is checked in a few look-ups whatever the list's length.
 */
const DROPPED = new Set<string>();
const CHANGED = new Set<string>();
for (const word of LONG_STAFF) {
  for (let at = 0; at < word.length; at++) {
    DROPPED.add(without(word, at));
    CHANGED.add(`${at}:${without(word, at)}`);
  }
}
const LONG_SET = new Set(LONG_STAFF);

/** A staff word, exactly or, for the longer ones, with one letter dropped, added or changed. */
function isStaff(word: string): boolean {
  if (STAFF.has(word)) return true;
  if (word.length < TYPO_MIN_LENGTH - 1 || word.length > MAX_STAFF_LENGTH) return false;
  if (DROPPED.has(word)) return true;
  for (let at = 0; at < word.length; at++) {
    const rest = without(word, at);
    if (LONG_SET.has(rest) || CHANGED.has(`${at}:${rest}`)) return true;
  }
  return false;
}

/** Whether text is made only of staff words, each exact or with one typo ("supportsecurty"). */
function onlyStaffWords(text: string): boolean {
  const ends = [true];
  for (let to = 1; to <= text.length; to++) {
    ends[to] = false;
    for (let from = Math.max(0, to - MAX_STAFF_LENGTH); from < to && !ends[to]; from++) {
      ends[to] = ends[from] === true && isStaff(text.slice(from, to));
    }
  }
  return ends[text.length] === true;
}

const MAX_COMPOUND_LENGTH = 36;

/** One word made only of a platform name and staff words: `ojasupport`, `teamoja`, `ojapay`, `ojasuport`. */
function isBrandCompound(word: string): boolean {
  if (word.length > MAX_COMPOUND_LENGTH) return false;
  for (const brandName of BRANDS) {
    for (let at = word.indexOf(brandName); at >= 0; at = word.indexOf(brandName, at + 1)) {
      const before = word.slice(0, at);
      const after = word.slice(at + brandName.length);
      if ((before === '' || onlyStaffWords(before)) && (after === '' || onlyStaffWords(after))) return true;
    }
  }
  return false;
}

/** Every run of consecutive words joined, with where it starts and ends: "O J A", "Oj a" read as "oja". */
function spans(list: string[]) {
  const found: { text: string; from: number; to: number }[] = [];
  for (let from = 0; from < list.length; from++) {
    let text = '';
    for (let to = from; to < list.length; to++) {
      text += list[to];
      found.push({ text, from, to });
    }
  }
  return found;
}

const MAX_WORDS = 40;

/**
 * Whether a name claims to be Oja or its staff: the brand (spelled in one word or across several)
 * together with a staff word anywhere in the name, the brand fused with staff words into one word
 * ("ojasupport", "teamoja"), or a name that is only the brand. A person's first or last name may be
 * "Oja" on its own (`brandAlone: false`); a business or user name may not.
 */
/**
 * A person's first and last name read together, as buyers see them ("Oja" + "Security Team"): each may be
 * fair alone and the pair still a claim. Missing parts are read as empty.
 */
export const fullNameClaimsToBeOja = (first: string | null | undefined, last: string | null | undefined) =>
  claimsToBeOja(`${first ?? ''} ${last ?? ''}`.trim(), { brandAlone: false });

export function claimsToBeOja(name: string, { brandAlone = true }: { brandAlone?: boolean } = {}): boolean {
  return readings(name).some((reading) => readingClaims(reading, brandAlone));
}

function readingClaims(reading: string, brandAlone: boolean): boolean {
  const list = reading.split(' ').filter(Boolean).slice(0, MAX_WORDS);
  for (const span of spans(list)) {
    if (!isBrandCompound(span.text)) continue;
    const whole = span.from === 0 && span.to === list.length - 1;
    if (span.text !== COMMON_WORD || (whole && brandAlone)) return true;
    if (list.some((word, i) => (i < span.from || i > span.to) && isStaff(word))) return true;
  }
  return false;
}
