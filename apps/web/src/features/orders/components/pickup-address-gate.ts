/**
 * Whether the merchant has somewhere for the carrier to collect from. The orders feature asks; the
 * route that shows an order answers (pickup addresses belong to logistics).
 */
export interface PickupAddressGate {
  status: 'loading' | 'missing' | 'ready';
  /** Asks the merchant for a pickup address; `then` runs once one is saved. */
  ask: (then: () => void) => void;
}
