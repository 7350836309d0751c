import type { AddressPlace } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/geo-code?placeId=: the Address place behind a suggestion (docs/product/onboarding.md#verification-levels). */
export const getPlace = (placeId: string, signal?: AbortSignal) =>
  api.get<AddressPlace>('/api/geo-code', { query: { placeId }, signal });

export const placeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['address', 'place', placeId] as const,
    queryFn: ({ signal }) => getPlace(placeId, signal),
    staleTime: Infinity,
  });

/** GET /api/geo-code?lat=&lng=: the nearest known place to the browser's position. */
export const reverseGeocode = (lat: number, lng: number, signal?: AbortSignal) =>
  api.get<AddressPlace>('/api/geo-code', { query: { lat, lng }, signal });

export const useReverseGeocode = (position: { lat: number; lng: number } | null) =>
  useQuery({
    queryKey: ['address', 'reverse', position?.lat, position?.lng] as const,
    queryFn: ({ signal }) => reverseGeocode(position!.lat, position!.lng, signal),
    enabled: position !== null,
    staleTime: Infinity,
    // A position with nothing known near it simply offers no suggestion.
    meta: { toastError: false },
  });
