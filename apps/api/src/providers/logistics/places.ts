import { findCountry, words } from '../maps/gazetteer-index.ts';
import type { GazetteerCountry, GazetteerState } from '../maps/gazetteer/index.ts';

/**
 * The states and cities carriers deliver to, from the bundled gazetteer (all 36 Nigerian states and
 * the FCT with their main cities; the UK and US regions too). Names match case- and accent-blind.
 */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

const key = (text: string) => words(text).join(' ');

export const findPlaceCountry = (countryCode: string): GazetteerCountry | undefined =>
  findCountry(countryCode.trim().toUpperCase());

/** A state by its ISO code ('LA'), its name ('Lagos', 'Lagos State') or an alias ('FCT'). */
export function findState(country: GazetteerCountry, nameOrCode: string): GazetteerState | undefined {
  const wanted = key(nameOrCode);
  if (!wanted) return undefined;
  return country.states.find(
    (s) =>
      s.code.toLowerCase() === wanted ||
      [s.name, `${s.name} State`, ...(s.aliases ?? [])].some((name) => key(name) === wanted),
  );
}

export function citiesOf(state: GazetteerState): Place[] {
  return state.cities.map(([name, latitude, longitude]) => ({ name, latitude, longitude }));
}

export function findCity(state: GazetteerState, name: string): Place | undefined {
  const wanted = key(name);
  return wanted ? citiesOf(state).find((city) => key(city.name) === wanted) : undefined;
}

/** The state's chief city (the gazetteer lists it first): where its parcels are sorted. */
export const capitalOf = (state: GazetteerState): Place => citiesOf(state)[0]!;

/** A Nigerian state and city pair, canonically spelt, or what is wrong with it. */
export function resolveNigerianPlace(
  stateName: string,
  cityName: string,
): { state: GazetteerState; city: Place } | { problem: 'state' | 'city' } {
  const country = findPlaceCountry('NG')!;
  const state = findState(country, stateName);
  if (!state) return { problem: 'state' };
  const city = findCity(state, cityName);
  return city ? { state, city } : { problem: 'city' };
}
