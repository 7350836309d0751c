import type { AddressPlace, PlaceSuggestion } from '@oja/contracts';
import { cityEntries, distanceKm, findCity, findCountry } from './gazetteer-index.ts';
import { searchGazetteer } from './gazetteer-search.ts';
import type { MapsProvider } from './maps-provider.ts';
import { decodePlaceId, encodePlaceId, type PlaceRef } from './place-id.ts';

/** Reverse geocoding finds nothing farther than this from every gazetteer city (open sea, other countries). */
export const REVERSE_MAX_KM = 200;
const DEFAULT_LIMIT = 5;

/** 'line1, city, state zip, country' without the parts that are unknown. */
const formatAddress = (p: Pick<AddressPlace, 'line1' | 'city' | 'state' | 'zip' | 'country'>) =>
  [p.line1, p.city, [p.state, p.zip].filter(Boolean).join(' '), p.country].filter(Boolean).join(', ');

/**
 * The built-in maps provider: the offline gazetteer of NG, GB and US states and cities. Autocomplete
 * reads street text and place names from the query; the place id carries the resolved parts, so place
 * details need no storage, and a place it cannot place has no state and no country.
 */
export class GazetteerMapsProvider implements MapsProvider {
  readonly name = 'gazetteer';

  async autocomplete(input: string, options: { limit?: number } = {}): Promise<PlaceSuggestion[]> {
    return searchGazetteer(input, options.limit ?? DEFAULT_LIMIT).map((match) => {
      const ref: PlaceRef = {
        country: match.entry?.country.iso2 ?? match.country?.iso2 ?? '',
        state: match.entry?.state.code ?? '',
        city: match.entry?.slug ?? '',
        line1: match.street,
        zip: match.zip,
      };
      const place = this.resolve(ref);
      return { description: place!.formatted_address, place_id: place!.place_id };
    });
  }

  async placeDetails(placeId: string): Promise<AddressPlace | null> {
    const ref = decodePlaceId(placeId);
    return ref ? this.resolve(ref) : null;
  }

  async reverseGeocode(latitude: number, longitude: number): Promise<AddressPlace | null> {
    let nearest: { entry: (typeof cityEntries)[number]; km: number } | undefined;
    for (const entry of cityEntries) {
      const km = distanceKm(latitude, longitude, entry.latitude, entry.longitude);
      if (!nearest || km < nearest.km) nearest = { entry, km };
    }
    if (!nearest || nearest.km > REVERSE_MAX_KM) return null;
    const { entry } = nearest;
    return this.resolve({
      country: entry.country.iso2,
      state: entry.state.code,
      city: entry.slug,
      line1: '',
      zip: '',
    });
  }

  /** The place a reference names, or null when it names a country, state or city the gazetteer lacks. */
  private resolve(ref: PlaceRef): AddressPlace | null {
    const country = ref.country ? findCountry(ref.country) : undefined;
    if (ref.country && !country) return null;
    const city = ref.city ? findCity(ref.country, ref.state, ref.city) : undefined;
    if ((ref.city || ref.state) && !city) return null;
    const parts = {
      line1: ref.line1,
      city: city?.name ?? '',
      state: city?.state.name ?? '',
      zip: ref.zip,
      country: country?.name ?? '',
    };
    return {
      place_id: encodePlaceId(ref),
      formatted_address: formatAddress(parts),
      latitude: city?.latitude ?? null,
      longitude: city?.longitude ?? null,
      ...parts,
    };
  }
}

/** The maps provider of this installation; a Google Places adapter would be chosen here. */
export const createMapsProvider = (): MapsProvider => new GazetteerMapsProvider();
