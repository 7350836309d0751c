/** Query keys of the logistics domain; adding or changing invalidates the matching list. */
export const logisticsKeys = {
  all: ['logistics'] as const,
  states: (countryCode: string) => [...logisticsKeys.all, 'states', countryCode] as const,
  cities: (countryCode: string, state: string) =>
    [...logisticsKeys.all, 'cities', countryCode, state] as const,
  pickupAddresses: () => [...logisticsKeys.all, 'pickup-addresses'] as const,
  companies: () => [...logisticsKeys.all, 'companies'] as const,
};

/** Pickup is available in Nigeria only (docs/product/orders.md#calls ?countryCode=NG). */
export const PICKUP_COUNTRY = 'NG';
