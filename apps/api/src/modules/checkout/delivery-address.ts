import { type DeliveryAddressInput, orderMessages } from '@oja/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { resolveNigerianPlace } from '../../providers/logistics/places.ts';

/** The delivery address with its state and city checked against the places carriers serve. */
export function resolveDeliveryAddress(address: DeliveryAddressInput) {
  const place = resolveNigerianPlace(address.state, address.city);
  if ('problem' in place) {
    const message = place.problem === 'state' ? orderMessages.invalidState : orderMessages.invalidCity;
    throw badRequest(message, [{ path: `body.deliveryAddress.${place.problem}`, message }]);
  }
  const { state, city } = place;
  return {
    state,
    columns: {
      deliveryAddress: `${address.address}, ${city.name}, ${state.name}, Nigeria`,
      deliveryLine1: address.address,
      deliveryCity: city.name,
      deliveryState: state.name,
      deliveryCountry: 'NG',
    },
  };
}
