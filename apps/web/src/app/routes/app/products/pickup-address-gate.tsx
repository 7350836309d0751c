import { useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useProfile } from '@/lib/session/use-profile';
import { usePickupAddresses } from '@/features/logistics/api/get-pickup-addresses';
import { PickupAddressForm } from '@/features/logistics/components/pickup-address-form';
import type { PickupAddressGate } from '@/features/orders/components/pickup-address-gate';

/**
 * Call Logistics' pickup-address check, where orders meet logistics: whether the merchant has an
 * address, and a dialog holding the pickup-address form when there is none. Once the address is
 * saved, what was waiting for it (the dispatch) goes on.
 */
export function usePickupAddressGate() {
  const { data: profile } = useProfile();
  const addresses = usePickupAddresses();
  const [asking, setAsking] = useState(false);
  const then = useRef<() => void>(() => {});

  // A failed address load does not block: the server refuses a dispatch without an address itself.
  const status: PickupAddressGate['status'] = addresses.isPending
    ? 'loading'
    : addresses.data && addresses.data.length === 0
      ? 'missing'
      : 'ready';
  const gate: PickupAddressGate = {
    status,
    ask: (next) => {
      then.current = next;
      setAsking(true);
    },
  };

  const dialog = (
    <Dialog
      open={asking}
      onOpenChange={setAsking}
      title="Add a pickup address first"
      description="The carrier collects this order from it. Logistics is called as soon as it is saved."
      className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
    >
      {asking ? (
        <PickupAddressForm
          address={null}
          contact={profile}
          onDone={() => {
            setAsking(false);
            then.current();
          }}
        />
      ) : null}
    </Dialog>
  );
  return { gate, dialog };
}
