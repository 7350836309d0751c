import { gazetteer, type GazetteerCountry, type GazetteerState } from './gazetteer/index.ts';

/** Lower-case words without accents or punctuation: 'Ado-Ekiti' → ['ado', 'ekiti']. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export const slug = (text: string) => words(text).join('-');

/** One city of the gazetteer with the names a query may call it, its state and its country by. */
export interface CityEntry {
  country: GazetteerCountry;
  state: GazetteerState;
  name: string;
  slug: string;
  latitude: number;
  longitude: number;
  /** Position in the gazetteer: capitals and chief cities first, used to order equal matches. */
  rank: number;
  keys: { city: string[][]; state: string[][]; country: string[][] };
  /** The same names as single strings, for prefix matching. */
  names: { city: string[]; state: string[]; country: string[] };
}

function stateKeys(state: GazetteerState): string[][] {
  const names = [state.name, `${state.name} State`, ...(state.aliases ?? [])];
  return names.map(words);
}

function buildEntries(): CityEntry[] {
  const entries: CityEntry[] = [];
  for (const country of gazetteer) {
    const countryKeys = [country.name, country.iso2, ...country.aliases].map(words);
    for (const state of country.states) {
      const keysOfState = stateKeys(state);
      for (const [name, latitude, longitude] of state.cities) {
        entries.push({
          country,
          state,
          name,
          slug: slug(name),
          latitude,
          longitude,
          rank: entries.length,
          keys: { city: [words(name)], state: keysOfState, country: countryKeys },
          names: {
            city: [words(name).join(' ')],
            state: keysOfState.map((k) => k.join(' ')),
            country: countryKeys.map((k) => k.join(' ')),
          },
        });
      }
    }
  }
  return entries;
}

export const cityEntries: readonly CityEntry[] = buildEntries();

export function findCountry(iso2: string): GazetteerCountry | undefined {
  return gazetteer.find((c) => c.iso2 === iso2);
}

export function findCity(countryIso2: string, stateCode: string, citySlug: string): CityEntry | undefined {
  return cityEntries.find(
    (e) => e.country.iso2 === countryIso2 && e.state.code === stateCode && e.slug === citySlug,
  );
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
