import type { Database, Executor } from '../../../db/client.ts';
import type {
  CarrierShipmentStatus,
  ShipmentEventRecord,
  ShipmentUpdateHandler,
} from '../logistics-provider.ts';
import { carrierRepository, type ShipmentRow } from './carrier-repository.ts';
import { serialJob } from '../../../lib/interval-job.ts';

const NEXT: Record<CarrierShipmentStatus, CarrierShipmentStatus | null> = {
  in_transit: 'awaiting_pickup',
  awaiting_pickup: 'delivered',
  delivered: null,
};
const BATCH = 100;

function eventFor(row: ShipmentRow, status: CarrierShipmentStatus, at: Date): ShipmentEventRecord {
  const to = row.deliveryAddress;
  return status === 'delivered'
    ? { status, description: `Delivered to ${to.name}`, location: `${to.line1}, ${to.city}`, occurredAt: at }
    : {
        status,
        description: `Arrived at the ${to.city} terminal; awaiting pickup`,
        location: `${to.city}, ${to.state}`,
        occurredAt: at,
      };
}

export interface CarrierJobOptions {
  provider: string;
  stepMs: number;
  onUpdate: ShipmentUpdateHandler;
}

/** One step of one claimed shipment: its status, its event and the app's update (the provider's webhook). */
async function step(tx: Executor, row: ShipmentRow, options: CarrierJobOptions, now: Date) {
  const next = NEXT[row.status];
  if (!next) return carrierRepository.setStatus(tx, row, row.status, null);
  const event = eventFor(row, next, now);
  const nextStepAt = next === 'delivered' ? null : new Date(now.getTime() + options.stepMs);
  await carrierRepository.setStatus(tx, row, next, nextStepAt);
  await carrierRepository.insertEvent(tx, row, event);
  await options.onUpdate(tx, {
    merchantId: row.merchantId,
    orderId: row.orderId,
    shipmentId: row.id,
    status: next,
    event,
  });
}

/**
 * Moves every shipment due at `now` one step (in transit → awaiting pickup → delivered). Rows are
 * claimed in batches with FOR UPDATE SKIP LOCKED, so instances running this at once never step a
 * shipment twice; each step commits with its event and the order's change, and one that fails (it
 * is logged and tried again on the next run) never holds back the others.
 */
export async function advanceDueShipments(
  db: Database,
  options: CarrierJobOptions,
  now: Date,
  onError: (error: unknown) => void = () => {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, advanced } = await db.transaction(async (tx) => {
      const due = await carrierRepository.claimDue(tx, options.provider, now, BATCH);
      let advanced = 0;
      for (const row of due) {
        try {
          await tx.transaction((savepoint) => step(savepoint, row, options, now));
          advanced++;
        } catch (error) {
          onError(error);
        }
      }
      return { claimed: due.length, advanced };
    });
    total += advanced;
    if (claimed < BATCH || advanced === 0) return total;
  }
}

/** The carrier's background work: runs on a timer (never overlapping) and on demand (`runOnce`, for tests). */
export class CarrierJobs {
  private readonly job;

  constructor(db: Database, options: CarrierJobOptions, onError: (error: unknown) => void) {
    this.job = serialJob((now: Date = new Date()) => advanceDueShipments(db, options, now, onError), onError);
  }

  /** Advances every shipment due at `now` (default: the present) by one step; resolves to how many moved. */
  runOnce(now = new Date()): Promise<number> {
    return this.job.runOnce(now);
  }

  start(intervalMs: number) {
    this.job.start(intervalMs);
  }

  stop() {
    return this.job.stop();
  }
}
