import type { Country, CountryState } from '@oja/contracts';
import { gazetteer } from '../../../providers/maps/gazetteer/index.ts';
import { countryRows } from './country-rows.ts';
import { currencies } from './currencies.ts';

/** When the bundled reference data was last revised: the createdAt and updatedAt of every row. */
const REVISED_AT = '2026-01-01T00:00:00.000Z';

/** docs/product/onboarding.md#countries-and-addresses: Nigeria, United Kingdom and United States first, then every other country by name. */
const FIRST = ['NG', 'GB', 'US'];

function toCountry([iso2, iso3, name, currency, phoneCode]: (typeof countryRows)[number]): Country {
  const [currencyName, currencySymbol] = currencies[currency] ?? ['', ''];
  return {
    id: iso2,
    name,
    iso2,
    iso3,
    currency,
    currency_name: currencyName,
    currency_symbol: currencySymbol,
    phone_code: phoneCode,
    createdAt: REVISED_AT,
    updatedAt: REVISED_AT,
  };
}

export const countries: readonly Country[] = [
  ...FIRST.map((code) => countryRows.find((row) => row[0] === code)!),
  ...countryRows.filter((row) => !FIRST.includes(row[0])).sort((a, b) => a[2].localeCompare(b[2], 'en')),
].map(toCountry);

const byIso2 = new Map(countries.map((c) => [c.iso2, c]));
export const findCountryByIso2 = (iso2: string) => byIso2.get(iso2.toUpperCase());

const byName = new Map(countries.map((c) => [c.name.toLowerCase(), c]));
export const findCountryByName = (name: string) => byName.get(name.trim().toLowerCase());

/** First-level subdivisions, from the gazetteer (NG, GB, US); other countries have none bundled. */
const statesByCountry = new Map<string, CountryState[]>(
  gazetteer.map((country) => [
    country.iso2,
    country.states
      .map((state) => ({
        id: `${country.iso2}-${state.code}`,
        name: state.name,
        state_code: state.code,
        country_code: country.iso2,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  ]),
);
export const statesOf = (iso2: string): readonly CountryState[] =>
  statesByCountry.get(iso2.toUpperCase()) ?? [];
