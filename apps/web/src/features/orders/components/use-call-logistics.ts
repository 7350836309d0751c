import type { DispatchResult, Order } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { dispatchOrder, markShippedLocally, reloadOrders } from '../api/dispatch-order';
import { IN_TRANSIT, LOGISTICS_WAIT_MS, type ProductOrderFilter } from './order-rules';

interface CallLogisticsOptions {
  merchantId: string;
  /** Moves the list's filter (to 'in transit'). */
  onFilterChange: (filter: ProductOrderFilter) => void;
  /** Closes the detail view. */
  onClose: () => void;
}

/**
 * Call Logistics, exactly as SPEC §4 orders it: the order is marked shipped locally, the filter
 * switches to in transit, the dispatch is sent. When the result holds an order: wait 3000 ms, reload
 * the order list, close the detail. When it fails: log it, reload the orders, close the detail (the
 * server's message, e.g. the carrier's failure or a missing pickup address, is toasted by the
 * mutation cache).
 */
export function useCallLogistics({ merchantId, onFilterChange, onClose }: CallLogisticsOptions) {
  const queryClient = useQueryClient();
  const [dispatched, setDispatched] = useState<DispatchResult['result'] | null>(null);

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

  const mutation = useMutation({
    mutationFn: dispatchOrder,
    onSuccess: (data) => {
      if (!data.result?.order) {
        void reloadOrders(queryClient);
        return;
      }
      setDispatched(data.result);
      setTimeout(finish, LOGISTICS_WAIT_MS);
    },
    onError: (error) => {
      console.error('Call Logistics failed:', error);
      finish();
    },
  });

  const callLogistics = (order: Order) => {
    markShippedLocally(queryClient, order.id);
    latest.current.onFilterChange(IN_TRANSIT);
    mutation.mutate({ merchantId, order });
  };

  return {
    callLogistics,
    /** True from the click until the detail closes. */
    isBusy: mutation.isPending || dispatched !== null,
    /** The carrier's answer, shown during the wait. */
    dispatched,
  };
}
