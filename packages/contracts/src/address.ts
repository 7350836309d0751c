import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { singleLineText } from './text.ts';
import { paginated } from './pagination.ts';

/** docs/product/onboarding.md#limits: the dashboard loads countries with limit 250 and states with limit 40. */
export const COUNTRIES_LIMIT = 250;
export const STATES_LIMIT = 40;
/** docs/product/onboarding.md#limits: the default country of the verification forms. */
export const DEFAULT_COUNTRY_ISO2 = 'NG';

/** docs/product/onboarding.md#countries-and-addresses. */
export const countrySchema = z.object({
  id: z.string(),
  name: z.string(),
  iso2: z.string(),
  iso3: z.string(),
  currency: z.string(),
  currency_name: z.string(),
  currency_symbol: z.string(),
  /** Digits only, without the plus sign, e.g. '234'. */
  phone_code: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Country = z.infer<typeof countrySchema>;

/** A first-level subdivision (state, nation or region) of a country. */
export const stateSchema = z.object({
  id: z.string(),
  name: z.string(),
  state_code: z.string(),
  country_code: z.string(),
});
export type CountryState = z.infer<typeof stateSchema>;

export const countriesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(COUNTRIES_LIMIT).default(COUNTRIES_LIMIT),
});
export const statesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(STATES_LIMIT),
});
export const countryCodeParams = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'Country code must be two letters')
    .transform((code) => code.toUpperCase()),
});

export const countriesPage = paginated(countrySchema);
export const statesPage = paginated(stateSchema);

/** One autocomplete suggestion, shaped on Google Places predictions. */
export const placeSuggestionSchema = z.object({ description: z.string(), place_id: z.string() });
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;
export const placeSuggestions = z.object({ results: z.array(placeSuggestionSchema) });

export const mapsQuery = z.object({
  type: z.enum(['autocomplete'], { error: 'type must be autocomplete' }),
  q: singleLineText().trim().max(200, 'Search text is too long').default(''),
});

/**
 * docs/product/onboarding.md#countries-and-addresses. Parts the provider could not determine are empty strings (latitude and
 * longitude are null): a place without a state or a country is not a valid pickup location.
 */
export const addressPlaceSchema = z.object({
  place_id: z.string(),
  formatted_address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  state: z.string(),
  country: z.string(),
  zip: z.string(),
  city: z.string(),
  line1: z.string(),
});
export type AddressPlace = z.infer<typeof addressPlaceSchema>;

export const geoCodeQuery = z
  .object({
    placeId: singleLineText().trim().min(1).max(2000).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
  })
  .refine((q) => q.placeId !== undefined || (q.lat !== undefined && q.lng !== undefined), {
    message: 'Provide placeId, or lat and lng',
  });

/** docs/product/messages.md#failed-list-loads: the alert shown when the browser has no geolocation. */
export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by your browser.';
