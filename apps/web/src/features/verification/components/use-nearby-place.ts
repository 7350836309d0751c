import { GEOLOCATION_UNSUPPORTED, type PlaceSuggestion } from '@oja/contracts';
import { useEffect, useState } from 'react';
import { useReverseGeocode } from '../api/get-place';

/**
 * Asks the browser for its position once, on load, and reverse-geocodes it into a suggestion for the
 * address search. Without geolocation it shows the alert of docs/product/messages.md#error-policy; a refused permission or an
 * unknown position simply leaves the suggestions to the search.
 */
export function useNearbyPlace(): PlaceSuggestion | null {
  const [position, setPosition] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      window.alert(GEOLOCATION_UNSUPPORTED);
      return;
    }
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (active) setPosition({ lat: coords.latitude, lng: coords.longitude });
      },
      // Refused or unavailable: the user searches for the address instead.
      () => undefined,
      { maximumAge: 10 * 60_000, timeout: 15_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  const place = useReverseGeocode(position).data;
  return place ? { description: place.formatted_address, place_id: place.place_id } : null;
}
