/**
 * Names that claim to be Oja or its staff ("Oja Security Team", "0JA Support", "oja-helpdesk") are
 * refused wherever a person or business names itself (decision 024): such names reach buyers in emails and
 * chats. A name is reduced to a skeleton first — case, accents, look-alike letters and digits (0/o,
 * 1/l/i, Cyrillic and Greek twins), spacing and punctuation — so variants are judged like the plain name.
 */
export const brandNameMessage =
  'This name suggests it belongs to Oja or its staff. Choose a name that is your own.';

/**
 * Every name of the platform and its products, each of which may not be claimed: the brand, the checkout
 * ("Oja Pay", providers/payments/simulated/checkout-page.ts) and the white-label storefronts
 * (drizzle/0003_whitelabel_clients_seed.sql). A partner added later is added here too.
 */
export const PLATFORM_NAMES = ['Oja', 'Oja Pay', 'Oja Marketplace', 'MarketSqr'];

/** Words that, next to the brand, make a name read as Oja's own staff or service. */
const STAFF_WORDS = [
  'support',
  'security',
  'secure',
  'admin',
  'admins',
  'administrator',
  'administration',
  'team',
  'helpdesk',
  'help',
  'desk',
  'helpline',
  'official',
  'officials',
  'verification',
  'verify',
  'verified',
  'staff',
  'care',
  'customercare',
  'customerservice',
  'service',
  'services',
  'billing',
  'account',
  'accounts',
  'payments',
  'payment',
  'payout',
  'payouts',
  'wallet',
  'compliance',
  'fraud',
  'trust',
  'safety',
  'moderator',
  'moderation',
  'system',
  'noreply',
  'notification',
  'notifications',
  'alert',
  'alerts',
  'review',
  'reviews',
  'kyc',
  'agent',
  'agents',
  'manager',
  'management',
  'hq',
  'headquarters',
  'inc',
  'ltd',
  'limited',
  'app',
  'platform',
  'online',
  'dashboard',
  'com',
  'ng',
  'nigeria',
  'global',
  'international',
  'group',
  'legal',
  'operations',
  'ops',
  'contact',
  'info',
  'mail',
  'email',
  'root',
  'owner',
  'ceo',
  'bot',
  // Money handling: what a buyer would pay or send details to.
  'pay',
  'pays',
  'escrow',
  'refund',
  'refunds',
  'dispute',
  'disputes',
  'risk',
  'finance',
  'financial',
  'bank',
  'banking',
  'transfer',
  'transfers',
  'settlement',
  'settlements',
  'treasury',
  'chargeback',
  'chargebacks',
  'checkout',
  'cashier',
  'accounting',
  'accountant',
  'deposit',
  'deposits',
  'withdrawal',
  'withdrawals',
  'funds',
  'fund',
  'cash',
  'money',
  'loan',
  'loans',
  'credit',
  'credits',
  'cashback',
  'bonus',
  'reward',
  'rewards',
  'giveaway',
  'promo',
  'promotion',
  'promotions',
  'prize',
  'lottery',
  'winner',
  'winners',
  'claim',
  'claims',
  'invoice',
  'invoices',
  'invoicing',
  'receipt',
  'receipts',
  'transaction',
  'transactions',
  'exchange',
  'tax',
  'revenue',
  'insurance',
  // Official voice and the platform's own parts.
  'notice',
  'notices',
  'partner',
  'partners',
  'partnership',
  'partnerships',
  'marketplace',
  'audit',
  'audits',
  'investigation',
  'investigations',
  'enforcement',
  'appeal',
  'appeals',
  'resolution',
  'resolutions',
  'merchant',
  'merchants',
  'seller',
  'sellers',
  'vendor',
  'vendors',
  'hr',
  'careers',
  'recruitment',
  'press',
  'news',
  'update',
  'updates',
  'announcement',
  'announcements',
  'warning',
  'department',
  'dept',
  'division',
  'officer',
  'representative',
  'rep',
  'reps',
  'director',
  'executive',
  'founder',
  'cofounder',
  'president',
  'corporate',
  'corp',
  'company',
  'plc',
  'llc',
  'holdings',
  'assistance',
  'assistant',
  'concierge',
  'onboarding',
  'activation',
  'authentication',
  'auth',
  'login',
  'password',
  'otp',
  'identity',
  'aml',
  'monitoring',
  'protection',
  'recovery',
  'unlock',
  'hotline',
  'callcenter',
  'headoffice',
  'desk',
];

/** Letters from other scripts that look like Latin ones, and the digits and signs used for letters. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  l: 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '6': 'g',
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϳ: 'j',
  // Latin letters that read as others
  ı: 'i',
  ȷ: 'j',
  ʝ: 'j',
  ø: 'o',
  ɑ: 'a',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ð: 'd',
  þ: 'p',
  ł: 'i',
};

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
/** Look-alike signs that are as often used to separate words. */
const SEPARATOR_SIGNS = new Set(['|']);

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
