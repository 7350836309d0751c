import { logisticsMessages, type TerminalCity, type TerminalState } from '@oja/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { capitalOf, citiesOf, findPlaceCountry, findState } from '../../providers/logistics/places.ts';
import type { GazetteerCountry, GazetteerState } from '../../providers/maps/gazetteer/index.ts';

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

function countryOf(countryCode: string): GazetteerCountry {
  const country = findPlaceCountry(countryCode);
  if (!country) {
    throw badRequest(logisticsMessages.countryUnsupported, [
      { path: 'querystring.countryCode', message: logisticsMessages.countryUnsupported },
    ]);
  }
  return country;
}

const citiesIn = (country: GazetteerCountry, state: GazetteerState): TerminalCity[] =>
  citiesOf(state).map((city) => ({
    name: city.name,
    stateCode: state.code,
    stateName: state.name,
    countryCode: country.iso2,
    latitude: city.latitude,
    longitude: city.longitude,
  }));

/** GET v1/logistic/states: the states carriers serve in a country, by name (Terminal's shape). */
export function terminalStates(countryCode: string): TerminalState[] {
  const country = countryOf(countryCode);
  return country.states
    .map((state) => {
      const capital = capitalOf(state);
      return {
        name: state.name,
        isoCode: state.code,
        countryCode: country.iso2,
        latitude: capital.latitude,
        longitude: capital.longitude,
      };
    })
    .sort(byName);
}

/** GET v1/logistic/cities: the cities of a state (by ISO code or name), or of the whole country. */
export function terminalCities(countryCode: string, stateName: string | undefined): TerminalCity[] {
  const country = countryOf(countryCode);
  if (!stateName) return country.states.flatMap((state) => citiesIn(country, state)).sort(byName);
  const state = findState(country, stateName);
  if (!state) {
    throw badRequest(logisticsMessages.invalidState, [
      { path: 'querystring.state', message: logisticsMessages.invalidState },
    ]);
  }
  return citiesIn(country, state).sort(byName);
}
