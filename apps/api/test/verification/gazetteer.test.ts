import { describe, expect, it } from 'vitest';
import { GazetteerMapsProvider } from '../../src/providers/maps/gazetteer-maps.ts';
import { slug } from '../../src/providers/maps/gazetteer-index.ts';
import { gazetteer } from '../../src/providers/maps/gazetteer/index.ts';

/** Generous boxes around each country: a city outside its box has a typo in its coordinates. */
const boxes: Record<string, { lat: [number, number]; lng: [number, number] }> = {
  NG: { lat: [4, 14], lng: [2.6, 14.7] },
  GB: { lat: [49.8, 60.9], lng: [-8.2, 1.8] },
  US: { lat: [18.9, 71.4], lng: [-179, -66.9] },
};

describe('the bundled gazetteer', () => {
  it('has every state of Nigeria and the US, and the nations and regions of the UK', () => {
    const count = Object.fromEntries(gazetteer.map((c) => [c.iso2, c.states.length]));
    expect(count).toEqual({ NG: 37, GB: 12, US: 51 });
  });

  it('gives every state cities with coordinates inside the country', () => {
    for (const country of gazetteer) {
      const box = boxes[country.iso2]!;
      for (const state of country.states) {
        expect(state.cities.length, state.name).toBeGreaterThan(0);
        const slugs = state.cities.map(([name]) => slug(name));
        expect(new Set(slugs).size, state.name).toBe(slugs.length);
        for (const [name, lat, lng] of state.cities) {
          expect(lat, name).toBeGreaterThanOrEqual(box.lat[0]);
          expect(lat, name).toBeLessThanOrEqual(box.lat[1]);
          expect(lng, name).toBeGreaterThanOrEqual(box.lng[0]);
          expect(lng, name).toBeLessThanOrEqual(box.lng[1]);
        }
      }
    }
  });

  it('reverse-geocodes each city’s own coordinates back to it, and finds it by name', async () => {
    const maps = new GazetteerMapsProvider();
    for (const country of gazetteer) {
      for (const state of country.states) {
        for (const [name, lat, lng] of state.cities) {
          const place = await maps.reverseGeocode(lat, lng);
          expect(place, name).toMatchObject({ city: name, state: state.name, country: country.name });
          const suggestions = await maps.autocomplete(`${name}, ${state.name}`);
          expect(
            suggestions.map((s) => s.description),
            name,
          ).toContain(`${name}, ${state.name}, ${country.name}`);
        }
      }
    }
  });
});
