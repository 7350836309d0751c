import { z } from 'zod';

/**
 * The gazetteer's place ids carry the parts of the place, so any API instance can resolve them
 * without storing anything: 'gz1_' + base64url(JSON [country, state code, city slug, line1, zip]).
 */
export interface PlaceRef {
  country: string;
  state: string;
  city: string;
  line1: string;
  zip: string;
}

const PREFIX = 'gz1_';
const parts = z.tuple([
  z.string().max(3),
  z.string().max(5),
  z.string().max(80),
  z.string().max(300),
  z.string().max(20),
]);

export const encodePlaceId = (ref: PlaceRef) =>
  PREFIX +
  Buffer.from(JSON.stringify([ref.country, ref.state, ref.city, ref.line1, ref.zip])).toString('base64url');

export function decodePlaceId(placeId: string): PlaceRef | null {
  if (!placeId.startsWith(PREFIX)) return null;
  try {
    const parsed = parts.safeParse(
      JSON.parse(Buffer.from(placeId.slice(PREFIX.length), 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const [country, state, city, line1, zip] = parsed.data;
    return { country, state, city, line1, zip };
  } catch {
    return null; // not JSON: a forged or truncated id resolves to nothing, like an unknown Google place id
  }
}
