import { type AddressPlace, type BusinessVerification, verificationMessages as m } from '@oja/contracts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';
import { findCountryByName, statesOf } from '../address/index.ts';
import { invalidBody } from './verification-context.ts';

const fail = (field: string, message: string) => invalidBody([{ path: `body.${field}`, message }]);
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * docs/product/onboarding.md#business-verification-form business form, enforced again on the server: the address must be a place the maps provider
 * issued ('Search for address and select from results'), in a known state and country ('Select a
 * valid pickup location'), and the chosen state must be one of that country's states.
 * Returns the resolved place and the country's ISO code, which later stages read (Nigeria requires a
 * BVN or NIN).
 */
export async function checkBusinessPlace(
  maps: MapsProvider,
  input: BusinessVerification,
): Promise<{ place: AddressPlace; countryCode: string }> {
  const place = await maps.placeDetails(input.placeId);
  if (!place) throw fail('placeId', m.searchAddress);
  if (!place.state || !place.country) throw fail('placeId', m.pickupLocation);
  const country = findCountryByName(place.country);
  if (!country || !same(input.country, place.country)) throw fail('country', m.pickupLocation);
  if (!statesOf(country.iso2).some((state) => same(state.name, input.state))) throw fail('state', m.state);
  return { place, countryCode: country.iso2 };
}
