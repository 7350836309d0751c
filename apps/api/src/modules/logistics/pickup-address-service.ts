import {
  logisticsMessages,
  MAX_PICKUP_ADDRESSES,
  type PickupAddress,
  type PickupAddressBody,
} from '@oja/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { resolveNigerianPlace } from '../../providers/logistics/places.ts';
import {
  type PickupAddressRow,
  pickupAddressRepository,
  type PickupAddressValues,
} from './pickup-address-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';

const notFound = () => new AppError('NOT_FOUND', logisticsMessages.pickupNotFound);

export const toPickupAddress = (row: PickupAddressRow): PickupAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  address: row.line1,
  line2: row.line2,
  city: row.city,
  state: row.state,
  stateCode: row.stateCode,
  countryCode: row.countryCode,
  zip: row.zip,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** The stored values of a body whose state and city are among the places carriers serve. */
function valuesOf(body: PickupAddressBody): Omit<PickupAddressValues, 'isDefault'> {
  const place = resolveNigerianPlace(body.state, body.city);
  if ('problem' in place) {
    const message =
      place.problem === 'state' ? logisticsMessages.invalidState : logisticsMessages.invalidCity;
    throw badRequest(message, [{ path: `body.${place.problem}`, message }]);
  }
  return {
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phone: body.phone,
    line1: body.address,
    line2: body.line2 || null,
    city: place.city.name,
    state: place.state.name,
    stateCode: place.state.code,
    countryCode: 'NG',
    zip: body.zip || null,
  };
}

/** Adds an address; the first one, or one sent with isDefault, becomes the default. */
export async function addPickupAddress(
  db: Database,
  merchantId: string,
  body: PickupAddressBody,
): Promise<PickupAddress> {
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    await pickupAddressRepository.lockMerchant(tx, merchantId);
    const existing = await pickupAddressRepository.count(tx, merchantId);
    if (existing >= MAX_PICKUP_ADDRESSES) throw conflict(logisticsMessages.pickupLimit(MAX_PICKUP_ADDRESSES));
    const isDefault = existing === 0 || body.isDefault === true;
    if (isDefault) await pickupAddressRepository.clearDefault(tx, merchantId);
    return toPickupAddress(await pickupAddressRepository.insert(tx, merchantId, { ...values, isDefault }));
  });
}

/**
 * Replaces an address. isDefault true makes it the default; the default stays the default until
 * another address is made the default (there is always one while any address exists). With `version`
 * (If-Match) only that version of the address is replaced (decision 019).
 */
export async function changePickupAddress(
  db: Database,
  merchantId: string,
  id: string,
  body: PickupAddressBody,
  version?: number,
): Promise<PickupAddress> {
  if (!isUuid(id)) throw notFound();
  const values = valuesOf(body);
  return db.transaction(async (tx) => {
    await pickupAddressRepository.lockMerchant(tx, merchantId);
    const current = await pickupAddressRepository.findById(tx, merchantId, id);
    if (!current) throw notFound();
    const isDefault = current.isDefault || body.isDefault === true;
    // The old default is cleared first (one default per merchant); a stale edit rolls that back too.
    if (isDefault) await pickupAddressRepository.clearDefault(tx, merchantId, id);
    const saved = await pickupAddressRepository.update(tx, merchantId, id, { ...values, isDefault }, version);
    if (!saved) throw notFound();
    return toPickupAddress(saved);
  });
}

export async function listPickupAddresses(db: Database, merchantId: string): Promise<PickupAddress[]> {
  return (await pickupAddressRepository.list(db, merchantId)).map(toPickupAddress);
}
