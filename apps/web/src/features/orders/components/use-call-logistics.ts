import type { DispatchResult, Order } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dispatchOrder, markShippedLocally, reloadOrders } from '../api/dispatch-order';
import { IN_TRANSIT, LOGISTICS_WAIT_MS, type ProductOrderFilter } from './order-rules';
import type { PickupAddressGate } from './pickup-address-gate';

interface CallLogisticsOptions {
  merchantId: string;
  pickupAddress: PickupAddressGate;
  /** Moves the list's filter (to 'in transit'). */
  onFilterChange: (filter: ProductOrderFilter) => void;
  /** Closes the detail view. */
  onClose: () => void;
}

/**
 * Call Logistics. Without a pickup address it first asks for one, then goes on. One dispatch per
 * click however often it is clicked: the button is busy from the click until the detail closes.
 * When the carrier answers with the order, it is shown shipped, the filter moves to in transit, and
 * 3000 ms later the list reloads and the detail closes (docs/product/orders.md#dispatch). When the dispatch fails, the failure
 * is logged, the orders reload and the screen stays where it was with the reason on it (the mutation
 * cache toasts it too) — nothing is shown as in transit that is not.
 */
export function useCallLogistics({
  merchantId,
  pickupAddress,
  onFilterChange,
  onClose,
}: CallLogisticsOptions) {
  const queryClient = useQueryClient();
  const [dispatched, setDispatched] = useState<DispatchResult['result'] | null>(null);
  // Set in the click itself, before React re-renders: a second click of a double-click finds it.
  const inFlight = useRef(false);
  const [calling, setCalling] = useState(false);

  // The callbacks of the latest render, for the timer; nothing is closed once the view has gone.
  const latest = useRef({ onFilterChange, onClose });
  const mounted = useRef(false);
  useEffect(() => {
    latest.current = { onFilterChange, onClose };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const finish = () => {
    void reloadOrders(queryClient);
    if (mounted.current) latest.current.onClose();
  };
  const settle = () => {
    inFlight.current = false;
    if (mounted.current) setCalling(false);
  };

  const mutation = useMutation({
    mutationFn: dispatchOrder,
    onSuccess: (data, { order }) => {
      if (!data.result?.order) {
        settle();
        void reloadOrders(queryClient);
        return;
      }
      markShippedLocally(queryClient, order.id);
      setDispatched(data.result);
      latest.current.onFilterChange(IN_TRANSIT);
      setTimeout(finish, LOGISTICS_WAIT_MS);
    },
    onError: (error) => {
      console.error('Call Logistics failed:', error);
      settle();
      void reloadOrders(queryClient);
    },
  });

  const dispatch = (order: Order) => {
    mutation.reset();
    mutation.mutate({ merchantId, order });
  };

  const callLogistics = (order: Order) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setCalling(true);
    if (pickupAddress.status !== 'missing') {
      dispatch(order);
      return;
    }
    // No address yet: ask for one, and dispatch once it is saved.
    settle();
    pickupAddress.ask(() => {
      inFlight.current = true;
      setCalling(true);
      dispatch(order);
    });
  };

  return {
    callLogistics,
    /** True from the click until the detail closes, or until a failure. */
    isBusy: calling || mutation.isPending || dispatched !== null,
    /** The carrier's answer, shown during the wait. */
    dispatched,
    /** Why the last dispatch failed, shown on the order. */
    failure: mutation.isError ? mutation.error.message : null,
  };
}

export type CallLogistics = ReturnType<typeof useCallLogistics>;
