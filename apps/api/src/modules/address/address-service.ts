import { type AddressPlace, type PlaceSuggestion, toPaginated } from '@oja/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';
import { countries, findCountryByIso2, statesOf } from './data/countries.ts';

interface Page {
  page: number;
  limit: number;
}

const slice = <T>(items: readonly T[], { page, limit }: Page) =>
  toPaginated(items.slice((page - 1) * limit, page * limit), items.length, { page, limit });

export const listCountries = (page: Page) => slice(countries, page);

export function listStates(code: string, page: Page) {
  if (!findCountryByIso2(code)) throw notFound('Country');
  return slice(statesOf(code), page);
}

export async function suggestPlaces(maps: MapsProvider, query: string): Promise<PlaceSuggestion[]> {
  return query.length === 0 ? [] : maps.autocomplete(query);
}

/** Place details by place id, or the nearest known place to coordinates (reverse geocoding). */
export async function geoCode(
  maps: MapsProvider,
  query: { placeId?: string; lat?: number; lng?: number },
): Promise<AddressPlace> {
  const place =
    query.placeId !== undefined
      ? await maps.placeDetails(query.placeId)
      : await maps.reverseGeocode(query.lat!, query.lng!);
  if (!place) throw new AppError('NOT_FOUND', 'Place not found');
  return place;
}
