import type { AddressPlace, PlaceSuggestion } from '@oja/contracts';

/**
 * Address search, shaped on Google Places: autocomplete predictions ({ description, place_id }),
 * place details by place_id, and reverse geocoding of coordinates. A place's parts the provider could
 * not determine are empty (state, country, …) or null (coordinates).
 */
export interface MapsProvider {
  readonly name: string;
  autocomplete(input: string, options?: { limit?: number }): Promise<PlaceSuggestion[]>;
  /** The place behind a place_id this provider issued, or null when it does not resolve. */
  placeDetails(placeId: string): Promise<AddressPlace | null>;
  /** The nearest known place to the coordinates, or null when nothing is near. */
  reverseGeocode(latitude: number, longitude: number): Promise<AddressPlace | null>;
}
