import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountNameMatches,
  nameWords,
  namesMatch,
  namesOfMerchant,
} from '../../src/modules/wallet/bank-name-match.ts';

describe('the bank account name rule', () => {
  it.each([
    // account name, merchant's name, matches
    ['OKAFOR CHIDI', 'Chidi Okafor', true],
    ['OKAFOR CHIDI EMEKA', 'Chidi Okafor', true],
    ['CHIDI-OKAFOR', 'chidi okafor', true],
    ['ADEBAYO OLUWASEUN', 'Adébáyọ̀ Olúwaseun', true],
    ['ADA FABRICS LIMITED', 'Ada Fabrics Ltd.', true],
    ['ADA FABRICS ENT.', 'Ada Fabrics Enterprises', true],
    ['CHIDI & SONS NIG. LTD', 'Chidi and Sons', true],
    ['ZENCO LIMITED', 'Zenco Ltd', true],
    ['THE ZENCO COMPANY', 'Zenco & Co', true],
    ['O. CHIDI OKAFOR', 'Chidi O Okafor', true],
    // one shared word is not enough
    ['OKAFOR EMEKA', 'Chidi Okafor', false],
    ['CHIDI BELLO', 'Chidi Okafor', false],
    ['ZENCO FOODS LIMITED', 'Zenco Ltd', false],
    ['ADA FABRICS LTD', 'Ada Okafor', false],
    // business-form words alone never match
    ['GLOBAL VENTURES LTD', 'Global Ventures Limited', false],
    ['SANI CHINEDU UCHE', 'Chidi Okafor', false],
    ['', 'Chidi Okafor', false],
    ['CHIDI OKAFOR', '', false],
  ])('%s against "%s" → %s', (account, merchant, expected) => {
    expect(namesMatch(account, merchant)).toBe(expected);
  });

  it('normalises case, accents, punctuation, "&" and business-form words', () => {
    expect([...nameWords('Adébáyọ̀ & Sons (Nig.) Ltd')]).toEqual(['adebayo', 'sons']);
    expect([...nameWords('M. A. Bello')]).toEqual(['bello']);
  });

  it("compares with the merchant's full name and business name", () => {
    const names = namesOfMerchant({
      firstName: 'Chidi',
      lastName: 'Okafor',
      businessName: 'Ada Fabrics Ltd',
    });
    expect(names).toEqual(['Chidi Okafor', 'Ada Fabrics Ltd']);
    expect(accountNameMatches('OKAFOR CHIDI', names)).toBe(true);
    expect(accountNameMatches('ADA FABRICS LIMITED', names)).toBe(true);
    expect(accountNameMatches('BELLO MUSA SADE', names)).toBe(false);
    expect(namesOfMerchant({ firstName: '', lastName: '', businessName: null })).toEqual([]);
    expect(accountNameMatches('BELLO MUSA', [])).toBe(false);
  });

  /** A word that names (not "ltd", "the" or another business-form word). */
  const word = fc.stringMatching(/^[a-z]{3,10}$/).filter((w) => nameWords(w).size === 1);
  const shuffle = <T>(items: T[], seed: number) =>
    items
      .map((item, i) => ({ item, key: (i * 7919 + seed) % 104729 }))
      .sort((x, y) => x.key - y.key)
      .map(({ item }) => item);

  it('is blind to case, word order, punctuation and added business-form words (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        fc.constantFrom(' ', ', ', '-', '. ', ' & '),
        fc.constantFrom('', ' Ltd', ' LIMITED', ' Enterprises', ' & Co.', ' Nig. Ltd'),
        (words, seed, separator, suffix) => {
          const merchant = words.join(' ');
          const account = shuffle(words, seed).join(separator).toUpperCase() + suffix;
          expect(namesMatch(account, merchant)).toBe(true);
        },
      ),
    );
  });

  it('never matches names that share at most one word (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 4, maxLength: 6 }),
        fc.integer({ min: 1, max: 2 }),
        (words, split) => {
          // The two names share exactly the first word; each has at least one word of its own.
          const [shared, ...rest] = words;
          const account = [shared, ...rest.slice(0, split)].join(' ');
          const merchant = [shared, ...rest.slice(split)].join(' ');
          expect(namesMatch(account, merchant)).toBe(false);
        },
      ),
    );
  });
});
