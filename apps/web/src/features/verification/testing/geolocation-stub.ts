import { vi } from 'vitest';

/**
 * jsdom has no navigator.geolocation: install one (or remove it) for a test. The position callback
 * receives `coords` when given; without them the request is left unanswered, as a browser does while
 * its permission prompt is open.
 */
export function stubGeolocation(coords?: { latitude: number; longitude: number } | null) {
  if (coords === null) {
    Reflect.deleteProperty(navigator, 'geolocation');
    return undefined;
  }
  const getCurrentPosition = vi.fn((success: PositionCallback) => {
    if (coords) success({ coords, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}
