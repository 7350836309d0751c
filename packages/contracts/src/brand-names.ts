/**
 * Names that claim to be Oja or its staff ("Oja Security Team", "0JA Support", "oja-helpdesk") are
 * refused wherever a person or business names itself (decision 024): such names reach buyers in emails and
 * chats. A name is reduced to a skeleton first — case, accents, look-alike letters and digits (0/o,
 * 1/l/i, Cyrillic and Greek twins), spacing and punctuation — so variants are judged like the plain name.
 */
export const brandNameMessage =
  'This name suggests it belongs to Oja or its staff. Choose a name that is your own.';

const BRAND = 'oja';

/** Words that, next to the brand, make a name read as Oja's own staff or service. */
const STAFF_WORDS = [
  'support', 'security', 'secure', 'admin', 'admins', 'administrator', 'administration', 'team', 'helpdesk',
  'help', 'desk', 'helpline', 'official', 'officials', 'verification', 'verify', 'verified', 'staff', 'care',
  'customercare', 'customerservice', 'service', 'services', 'billing', 'account', 'accounts', 'payments',
  'payment', 'payout', 'payouts', 'wallet', 'compliance', 'fraud', 'trust', 'safety', 'moderator',
  'moderation', 'system', 'noreply', 'notification', 'notifications', 'alert', 'alerts',
  'review', 'reviews', 'kyc', 'agent', 'agents', 'manager', 'management', 'hq', 'headquarters', 'inc', 'ltd',
  'limited', 'app', 'platform', 'online', 'dashboard', 'com', 'ng', 'nigeria', 'global', 'international',
  'group', 'legal', 'operations', 'ops', 'contact', 'info', 'mail', 'email', 'root', 'owner', 'ceo', 'bot',
];

/** Letters from other scripts that look like Latin ones, and the digits and signs used for letters. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o', '1': 'i', '!': 'i', '|': 'i', l: 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's',
  '7': 't', '8': 'b', '9': 'g', '6': 'g',
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ɡ: 'g',
  // Greek
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϳ: 'j',
  // Latin letters that read as others
  ı: 'i', ȷ: 'j', ʝ: 'j', ø: 'o', ɑ: 'a', ß: 'ss', æ: 'ae', œ: 'oe', ð: 'd', þ: 'p', ł: 'i',
};

/** Lower case, no accents, look-alikes replaced, `rn` read as `m`; anything else not a letter is a space. */
function skeleton(text: string): string {
  const lowered = text.normalize('NFKD').replace(/[\p{M}\p{Cf}]/gu, '').toLowerCase();
  let out = '';
  for (const char of lowered) out += LOOK_ALIKES[char] ?? (/[a-z]/.test(char) ? char : ' ');
  return out.replace(/rn/g, 'm');
}

const BRAND_SKELETON = skeleton(BRAND);
const STAFF = new Set(STAFF_WORDS.map(skeleton));
const STAFF_ALTERNATIVES = [...STAFF].sort((a, b) => b.length - a.length).join('|');
/** One word made only of the brand and staff words, e.g. `ojasupport`, `teamoja`, `ojaofficialteam`. */
const BRAND_COMPOUND = new RegExp(`^(?:${STAFF_ALTERNATIVES})*${BRAND_SKELETON}(?:${STAFF_ALTERNATIVES})*$`);

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
export function claimsToBeOja(name: string, { brandAlone = true }: { brandAlone?: boolean } = {}): boolean {
  const list = skeleton(name).split(' ').filter(Boolean).slice(0, MAX_WORDS);
  for (const span of spans(list)) {
    if (!BRAND_COMPOUND.test(span.text)) continue;
    const whole = span.from === 0 && span.to === list.length - 1;
    if (span.text !== BRAND_SKELETON || (whole && brandAlone)) return true;
    if (list.some((word, i) => (i < span.from || i > span.to) && STAFF.has(word))) return true;
  }
  return false;
}
