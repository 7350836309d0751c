import { SEARCH_NAME_MIN_LENGTH } from '@oja/contracts';
import { escapeLike } from '../../lib/db/query-input.ts';

/** The patterns one search term is matched with, each ready for LIKE (wildcards typed are text). */
export interface SearchTerms {
  /** `%term%` for names (ILIKE, trigram indexes), or null when the term is too short for them. */
  name: string | null;
  /** The start of an email (stored lower-cased). */
  emailPrefix: string;
  /** The start of a SKU (stored upper-cased). */
  skuPrefix: string;
  /** The start of an order reference, as typed and with the `OJ-` every reference starts with. */
  referencePrefixes: [string, string];
  /** The invoice number typed as `INV-0012`, `inv12` or `12`, or null. */
  invoiceNumber: number | null;
}

const INVOICE_PREFIX = /^inv-?/i;
const DIGITS = /^\d{1,9}$/;

export function searchTerms(term: string): SearchTerms {
  const literal = escapeLike(term);
  const upper = literal.toUpperCase();
  const number = term.replace(INVOICE_PREFIX, '');
  return {
    name: term.length >= SEARCH_NAME_MIN_LENGTH ? `%${literal}%` : null,
    emailPrefix: `${literal.toLowerCase()}%`,
    skuPrefix: `${upper}%`,
    referencePrefixes: [`${upper}%`, upper.startsWith('OJ-') ? `${upper}%` : `OJ-${upper}%`],
    invoiceNumber: DIGITS.test(number) ? Number(number) : null,
  };
}
