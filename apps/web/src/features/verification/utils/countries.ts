import type { Country } from '@oja/contracts';

const byName = (a: Country, b: Country) => a.name.localeCompare(b.name, 'en');
const normalize = (text: string) => text.trim().toLocaleLowerCase('en');

/** Loaded countries are shown in alphabetical order of name (docs/product/onboarding.md#verification-levels Country). */
export const sortCountriesByName = (countries: readonly Country[]) => [...countries].sort(byName);

/** The country picker's search: countries whose name contains the text, ignoring case. */
export const filterCountries = (countries: readonly Country[], search: string) => {
  const query = normalize(search);
  return query ? countries.filter((country) => normalize(country.name).includes(query)) : [...countries];
};

export const findCountryByName = (countries: readonly Country[] | undefined, name: string) =>
  countries?.find((country) => normalize(country.name) === normalize(name));

export const findCountryByIso2 = (countries: readonly Country[] | undefined, iso2: string | null) =>
  iso2 ? countries?.find((country) => country.iso2 === iso2.toUpperCase()) : undefined;

/** '+234' for Nigeria: the dial code a company phone is sent with. */
export const dialCodeOf = (country: Pick<Country, 'phone_code'>) =>
  `+${country.phone_code.replace(/^\+/, '')}`;
