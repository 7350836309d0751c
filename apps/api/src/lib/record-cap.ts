import type { Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { lockFor } from './db/advisory-lock.ts';

export interface RecordCap {
  /** Names the lock: one per kind of record. */
  kind: string;
  /** PRODUCTS_PER_MERCHANT, SERVICES_PER_MERCHANT. */
  max: number;
  count: (tx: Executor, merchantId: string) => Promise<number>;
  message: (max: number) => string;
}

/**
 * Refuses (409) a create or an import that would take a merchant past its cap of one kind of record. The
 * count runs under a per-merchant advisory lock held to the end of the caller's transaction, where the
 * rows are then inserted, so parallel creates and imports cannot pass the cap together, across instances.
 */
export async function assertRoomFor(tx: Executor, merchantId: string, adding: number, cap: RecordCap) {
  await lockFor(tx, `record-cap:${cap.kind}:${merchantId}`);
  const held = await cap.count(tx, merchantId);
  if (held + adding > cap.max) throw new AppError('CONFLICT', cap.message(cap.max));
}
