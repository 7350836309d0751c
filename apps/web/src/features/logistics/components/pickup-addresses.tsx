import type { PickupAddress } from '@oja/contracts';
import { MapPin, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { ListStatus } from '@/components/data-table/list-status';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { usePickupAddresses } from '../api/get-pickup-addresses';
import { type PickupContact, PickupAddressForm } from './pickup-address-form';

type Editing = { address: PickupAddress | null } | null;

function AddressItem({ address, onEdit }: { address: PickupAddress; onEdit: () => void }) {
  return (
    <li className="flex items-start gap-3 px-5 py-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <MapPin aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-slate-900">
            {address.firstName} {address.lastName}
          </p>
          {address.isDefault ? <Badge tone="brand">Default</Badge> : null}
        </div>
        <p className="text-sm text-slate-700">{address.address}</p>
        <p className="text-sm text-slate-600">
          {address.city}, {address.state}
          {address.zip ? ` ${address.zip}` : ''}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          {address.phone} · {address.email}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onEdit}
        aria-label={`Edit pickup address ${address.address}`}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
    </li>
  );
}

/** The merchant's pickup addresses: where the carrier collects parcels when logistics is called. */
export function PickupAddresses({ contact }: { contact?: PickupContact }) {
  const addresses = useListLoad(usePickupAddresses(), 'your pickup addresses');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const body = (
    <ListStatus
      load={addresses}
      isEmpty={(loaded) => loaded.length === 0}
      empty={
        <EmptyState icon={MapPin} description="Add the address the carrier collects your orders from." />
      }
    >
      {(loaded) => (
        <ul className="divide-y divide-slate-100">
          {loaded.map((address) => (
            <AddressItem key={address.id} address={address} onEdit={() => setEditing({ address })} />
          ))}
        </ul>
      )}
    </ListStatus>
  );

  return (
    <Card>
      <CardHeader
        title="Pickup addresses"
        as="h3"
        description="Where the carrier collects your parcels when you call logistics."
        action={
          <Button variant="secondary" size="sm" onClick={() => setEditing({ address: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add pickup address
          </Button>
        }
      />
      {body}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={editing?.address ? 'Edit pickup address' : 'Add pickup address'}
        description="Choose the state first, then its city."
        className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto"
      >
        {editing ? (
          <PickupAddressForm
            key={editing.address?.id ?? 'new'}
            address={editing.address}
            contact={contact}
            onDone={close}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}
