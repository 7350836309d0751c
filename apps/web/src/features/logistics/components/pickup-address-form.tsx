import { type PickupAddress, type PickupAddressBody, pickupAddressBody } from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useZodForm } from '@/components/form/use-zod-form';
import { useAddPickupAddress } from '../api/add-pickup-address';
import { useChangePickupAddress } from '../api/change-pickup-address';
import { logisticsKeys } from '../api/logistics-keys';
import { PickupAddressFields } from './pickup-address-fields';

/** The contract's rules; a disabled city select (no state yet) reads as an empty city, not a type error. */
const formSchema = pickupAddressBody.extend({
  city: z.preprocess((value) => value ?? '', pickupAddressBody.shape.city),
});
export type PickupAddressValues = z.input<typeof formSchema>;

export interface PickupContact {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'address', 'state', 'city', 'zip'] as const;

const toValues = (
  address: PickupAddress | null,
  contact: PickupContact | undefined,
): PickupAddressValues => ({
  firstName: address?.firstName ?? contact?.firstName ?? '',
  lastName: address?.lastName ?? contact?.lastName ?? '',
  email: address?.email ?? contact?.email ?? '',
  phone: address?.phone ?? contact?.phone ?? '',
  address: address?.address ?? '',
  state: address?.state ?? '',
  city: address?.city ?? '',
  zip: address?.zip ?? '',
  isDefault: address?.isDefault ?? false,
});

interface PickupAddressFormProps {
  /** The address being edited; null adds a new one. */
  address: PickupAddress | null;
  /** Prefills who the carrier calls at pickup when adding. */
  contact?: PickupContact;
  onDone: () => void;
}

/**
 * Where the carrier collects parcels. The state comes first, from the carrier's states; the city
 * select stays disabled until a state is chosen, then lists that state's cities.
 */
export function PickupAddressForm({ address, contact, onDone }: PickupAddressFormProps) {
  const form = useZodForm<PickupAddressValues, PickupAddressBody>(formSchema, {
    defaultValues: toValues(address, contact),
  });
  const add = useAddPickupAddress({ onSuccess: onDone });
  const change = useChangePickupAddress({ onSuccess: onDone });
  const queryClient = useQueryClient();
  const conflict = useEditConflict({
    version: address?.version,
    onReloadTheirs: () => void reload(),
  });
  // "Reload theirs": the stored address replaces this form's values and version (gone: the form closes).
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: logisticsKeys.pickupAddresses() });
    const list = queryClient.getQueryData<PickupAddress[]>(logisticsKeys.pickupAddresses());
    const stored = list?.find((candidate) => candidate.id === address?.id);
    if (!stored) return onDone();
    form.reset(toValues(stored, contact));
    conflict.continueFrom(stored.version);
  };

  const save = (values: PickupAddressBody, overwrite: boolean) => {
    const body: PickupAddressBody = { ...values, zip: values.zip || undefined };
    const onError = (error: unknown) => {
      if (!conflict.caught(error, () => save(values, true))) form.setServerErrors(error, fieldNames);
    };
    if (address)
      change.mutate({ id: address.id, body, version: conflict.versionFor(overwrite) }, { onError });
    else add.mutate(body, { onError });
  };

  return (
    <Form
      form={form}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(values) => save(values, false)}
    >
      <EditConflictDialog {...conflict.dialog} />
      <PickupAddressFields form={form} />
      <FormActions
        className="flex justify-end gap-2 sm:col-span-2"
        submitLabel={address ? 'Save changes' : 'Add address'}
        onCancel={onDone}
        isPending={add.isPending || change.isPending}
      />
    </Form>
  );
}
