import { countryRowsAToL } from './country-rows-a-l.ts';
import { countryRowsMToZ } from './country-rows-m-z.ts';

export type CountryRow = readonly [string, string, string, string, string];

/**
 * ISO 3166-1 countries and territories (plus Kosovo): [iso2, iso3, name, currency, calling code].
 * Authored from public facts; Antarctica has no currency of its own.
 */
export const countryRows: readonly CountryRow[] = [...countryRowsAToL, ...countryRowsMToZ];
