import type { DispatchResult } from '@oja/contracts';
import { CircleAlert, CircleCheck, MapPin } from 'lucide-react';

interface LogisticsNoticesProps {
  /** Call Logistics will first ask for a pickup address. */
  missingAddress: boolean;
  /** Why the last dispatch failed. */
  failure: string | null;
  /** The carrier's answer, shown while the detail waits to close. */
  dispatched: DispatchResult['result'] | null;
}

/** Under a product order's header: what Call Logistics will ask, why it failed, or who collects the order. */
export function LogisticsNotices({ missingAddress, failure, dispatched }: LogisticsNoticesProps) {
  return (
    <>
      {missingAddress ? (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            You have no pickup address yet: Call Logistics asks for one before the carrier is called.
          </span>
        </p>
      ) : null}
      {failure ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Logistics was not called: {failure}</span>
        </p>
      ) : null}
      <div aria-live="polite">
        {dispatched ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Logistics called: {dispatched.shipment.carrier} will collect this order (tracking{' '}
              {dispatched.shipment.trackingNumber}).
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}
