/**
 * Does the name the bank gives for an account belong to this merchant? Withdrawals go to the saved
 * account, so an account in someone else's name is the classic way a stolen session drains a wallet.
 *
 * Names are compared as sets of words after normalisation:
 * - case, accents (Adébáyọ̀ = ADEBAYO), punctuation and word order do not matter;
 * - '&' reads as 'and'; single letters (initials) do not count;
 * - business-form words (Ltd, Limited, Enterprises, Ventures, Nig, & Co, …) are ignored.
 *
 * The account matches a merchant's name (full name or business name) when at least two words are
 * shared, or when both names are the same set of words (a one-word business such as "Zenco Ltd" and
 * the account "ZENCO LIMITED").
 */

/** Words that describe the form of a business rather than name it. */
const BUSINESS_FORM_WORDS = new Set([
  'and',
  'bn',
  'co',
  'company',
  'corp',
  'corporation',
  'ent',
  'enterprise',
  'enterprises',
  'global',
  'inc',
  'incorporated',
  'int',
  'intl',
  'international',
  'limited',
  'llc',
  'llp',
  'ltd',
  'nig',
  'nigeria',
  'of',
  'plc',
  'the',
  'venture',
  'ventures',
]);

/** The words of a name that can identify its holder. */
export function nameWords(name: string): Set<string> {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ');
  return new Set(plain.split(' ').filter((word) => word.length > 1 && !BUSINESS_FORM_WORDS.has(word)));
}

/** Enough shared words for `accountName` to be `candidate`'s name (see the rule above). */
export function namesMatch(accountName: string, candidate: string): boolean {
  const account = nameWords(accountName);
  const other = nameWords(candidate);
  if (account.size === 0 || other.size === 0) return false;
  const shared = [...account].filter((word) => other.has(word)).length;
  return shared >= 2 || (shared === account.size && shared === other.size);
}

export interface MerchantNames {
  firstName: string;
  lastName: string;
  businessName: string | null;
}

/** The merchant's names an account may be held in: the full name and the business name, where given. */
export function namesOfMerchant({ firstName, lastName, businessName }: MerchantNames): string[] {
  const fullName = `${firstName} ${lastName}`.trim();
  return [fullName, businessName?.trim() ?? ''].filter((name) => name !== '');
}

/** Whether the account is in one of the merchant's names. */
export const accountNameMatches = (accountName: string, merchantNames: readonly string[]) =>
  merchantNames.some((name) => namesMatch(accountName, name));
