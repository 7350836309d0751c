import { zodResolver } from '@hookform/resolvers/zod';
import { type PickupAddress, type PickupAddressBody, pickupAddressBody } from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { FormSelectField } from '@/components/form/form-select-field';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAddPickupAddress } from '../api/add-pickup-address';
import { useChangePickupAddress } from '../api/change-pickup-address';
import { useTerminalCities } from '../api/get-terminal-cities';
import { useTerminalStates } from '../api/get-terminal-states';
import { logisticsKeys } from '../api/logistics-keys';

/** The contract's rules; a disabled city select (no state yet) reads as an empty city, not a type error. */
const formSchema = pickupAddressBody.extend({
  city: z.preprocess((value) => value ?? '', pickupAddressBody.shape.city),
});
type Values = z.input<typeof formSchema>;

export interface PickupContact {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
}

const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'address', 'state', 'city', 'zip'] as const;

const toValues = (address: PickupAddress | null, contact: PickupContact | undefined): Values => ({
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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<Values, unknown, PickupAddressBody>({
    resolver: zodResolver(formSchema),
    defaultValues: toValues(address, contact),
  });
  const state = useWatch({ control, name: 'state' }) ?? '';
  const states = useTerminalStates();
  const cities = useTerminalCities(state);
  const add = useAddPickupAddress({ onSuccess: onDone });
  const change = useChangePickupAddress({ onSuccess: onDone });
  const saving = add.isPending || change.isPending;
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
    reset(toValues(stored, contact));
    conflict.continueFrom(stored.version);
  };

  const submitWith = (overwrite: boolean) =>
    handleSubmit((values) => {
      const body: PickupAddressBody = { ...values, zip: values.zip || undefined };
      const onError = (error: unknown) => {
        if (!conflict.caught(error, () => void submitWith(true)))
          applyServerFieldErrors(error, setError, fieldNames);
      };
      if (address)
        change.mutate({ id: address.id, body, version: conflict.versionFor(overwrite) }, { onError });
      else add.mutate(body, { onError });
    })();

  const cityOptions = (cities.data ?? []).map((city) => ({ value: city.name, label: city.name }));

  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submitWith(false);
      }}
    >
      <EditConflictDialog {...conflict.dialog} />
      <TextField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Street address"
        autoComplete="street-address"
        className="sm:col-span-2"
        error={errors.address?.message}
        {...register('address')}
      />
      <FormSelectField
        control={control}
        name="state"
        label="State"
        placeholder={states.isPending ? 'Loading states…' : 'Select a state'}
        options={(states.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
        onValueChange={() => setValue('city', '', { shouldValidate: false })}
      />
      <FormSelectField
        control={control}
        name="city"
        label="City"
        placeholder={
          state ? (cities.isPending ? 'Loading cities…' : 'Select a city') : 'Select a state first'
        }
        options={cityOptions}
        disabled={!state}
      />
      <TextField
        label="Zip code (optional)"
        autoComplete="postal-code"
        error={errors.zip?.message}
        {...register('zip')}
      />
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-brand-700"
          {...register('isDefault')}
        />
        Collect from this address by default
      </label>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" isLoading={saving}>
          {address ? 'Save changes' : 'Add address'}
        </Button>
      </div>
    </form>
  );
}
