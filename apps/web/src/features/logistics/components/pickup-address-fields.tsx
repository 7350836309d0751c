import type { PickupAddressBody } from '@oja/contracts';
import { useWatch } from 'react-hook-form';
import { FormSelectField } from '@/components/form/form-select-field';
import { FormTextField } from '@/components/form/form-text-field';
import type { ZodForm } from '@/components/form/use-zod-form';
import { useTerminalCities } from '../api/get-terminal-cities';
import { useTerminalStates } from '../api/get-terminal-states';
import type { PickupAddressValues } from './pickup-address-form';

/** Who the carrier calls and where: the state from the carrier's states, then one of its cities. */
export function PickupAddressFields({ form }: { form: ZodForm<PickupAddressValues, PickupAddressBody> }) {
  const { control, register, setValue } = form;
  const state = useWatch({ control, name: 'state' }) ?? '';
  const states = useTerminalStates();
  const cities = useTerminalCities(state);
  const cityOptions = (cities.data ?? []).map((city) => ({ value: city.name, label: city.name }));
  return (
    <>
      <FormTextField form={form} name="firstName" label="First name" autoComplete="given-name" />
      <FormTextField form={form} name="lastName" label="Last name" autoComplete="family-name" />
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormTextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
      <FormTextField
        form={form}
        name="address"
        label="Street address"
        autoComplete="street-address"
        className="sm:col-span-2"
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
      <FormTextField form={form} name="zip" label="Zip code (optional)" autoComplete="postal-code" />
      <label className="flex items-center gap-2 self-end pb-2.5 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-brand-700"
          {...register('isDefault')}
        />
        Collect from this address by default
      </label>
    </>
  );
}
