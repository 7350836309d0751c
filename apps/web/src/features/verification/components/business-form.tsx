import {
  businessTypes,
  businessVerificationSchema,
  type PlaceSuggestion,
  verificationMessages as m,
} from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import type { z } from 'zod';
import { RadioCard } from '@/components/ui/radio-card';
import { useCities } from '../api/get-cities';
import { countriesQueryOptions, useCountries } from '../api/get-countries';
import { placeQueryOptions } from '../api/get-place';
import { useStates } from '../api/get-states';
import { useUpgradeStageOne } from '../api/use-upgrade-stage';
import { findCountryByName } from '../utils/countries';
import { businessTypeLabels } from '../utils/labels';
import { AddressSearch } from './address-search';
import { FormFooter } from './form-footer';
import { RevenueRanges, type RangeValue } from './revenue-ranges';
import { SelectField } from '@/components/ui/select-field';
import type { StageFormProps } from './stage-form-props';

type Values = z.input<typeof businessVerificationSchema>;
type Payload = z.output<typeof businessVerificationSchema>;

const noPlace = {
  placeId: '',
  country: '',
  state: '',
  city: '',
  zip: '',
  line1: '',
  latitude: null,
  longitude: null,
};
const defaultValues = {
  ...noPlace,
  businessAddress: '',
  businessType: undefined,
  annualTransactionRange: [{ currencyCode: 'NGN' }],
} as unknown as Values;
const serverFields = [...Object.keys(businessVerificationSchema.shape)];

/** Options of a select: the loaded names, plus the current value if the list lacks it. */
/** Stage one (docs/product/onboarding.md#business-verification-form Business verification form): the business address, type and annual revenue. */
export function BusinessForm({ onCancel, onSubmitted }: StageFormProps) {
  const queryClient = useQueryClient();
  const countries = useCountries();
  const [resolving, setResolving] = useState(false);
  // What the picked place lacked, said under the address (the error itself stays docs/product/onboarding.md#business-verification-form's).
  const [placeHint, setPlaceHint] = useState<string | undefined>();
  const form = useZodForm<Values, Payload>(businessVerificationSchema, {
    mode: 'onTouched',
    defaultValues,
  });
  const { register, setValue, setError, clearErrors, trigger, control, formState } = form;
  const { errors } = formState;
  const [businessAddress, country, state, ranges] = useWatch({
    control,
    name: ['businessAddress', 'country', 'state', 'annualTransactionRange'],
  });
  const countryCode = findCountryByName(countries.data, country)?.iso2;
  const states = useStates(countryCode);
  const cities = useCities(countryCode, state);
  const submit = useUpgradeStageOne({ onSuccess: onSubmitted });

  const setPlaceValues = (values: Partial<Values>) => {
    for (const [name, value] of Object.entries(values)) setValue(name as keyof Values, value as never);
  };

  const pickAddress = async (suggestion: PlaceSuggestion) => {
    setValue('businessAddress', suggestion.description);
    setPlaceHint(undefined);
    setResolving(true);
    try {
      // The country list too: a pick made before it has loaded must not read as an unknown country.
      const [place, countryList] = await Promise.all([
        queryClient.fetchQuery(placeQueryOptions(suggestion.place_id)),
        queryClient.fetchQuery(countriesQueryOptions()),
      ]);
      const known = place.country ? findCountryByName(countryList, place.country) : undefined;
      if (!known || !place.state) {
        setPlaceValues(noPlace);
        setError('placeId', { type: 'place', message: m.pickupLocation });
        setPlaceHint(known ? m.placeWithoutState : m.placeWithoutCountry);
        return;
      }
      setPlaceValues({
        placeId: place.place_id,
        businessAddress: place.formatted_address,
        country: known.name,
        state: place.state,
        city: place.city,
        zip: place.zip,
        line1: place.line1,
        latitude: place.latitude,
        longitude: place.longitude,
      });
      clearErrors(['placeId', 'businessAddress', 'country']);
      await trigger(['state', 'city']);
    } finally {
      setResolving(false);
    }
  };

  const rangeRows = ranges as RangeValue[];
  const setRanges = (next: RangeValue[]) =>
    setValue('annualTransactionRange', next as Values['annualTransactionRange'], {
      shouldTouch: true,
      shouldValidate: true,
    });
  const rangeErrors = errors.annualTransactionRange;
  const rowErrors = rangeRows.map((_, index) => {
    const row = Array.isArray(rangeErrors) ? rangeErrors[index] : undefined;
    return row?.to?.message ?? row?.from?.message ?? row?.currencyCode?.message;
  });

  const onSubmit = (payload: Payload) =>
    submit.mutate(payload, { onError: (error) => form.setServerErrors(error, serverFields) });

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <AddressSearch
          label="Business address"
          value={businessAddress}
          busy={resolving}
          error={errors.placeId?.message ?? errors.country?.message ?? errors.businessAddress?.message}
          hint={placeHint}
          onTextChange={(text) => {
            setPlaceHint(undefined);
            setPlaceValues({ ...noPlace, businessAddress: text });
          }}
          onPick={(suggestion) => void pickAddress(suggestion)}
          onBlur={() => {
            // The address is touched: from now on its error shows (unless it was just picked).
            if (!resolving) void trigger('placeId');
          }}
        />
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-900">
          <Info aria-hidden="true" className="mt-px size-4 shrink-0" />
          {m.businessAddressNote} You add pickup addresses for deliveries separately.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="state"
          render={({ field }) => (
            <SelectField
              {...field}
              label="State"
              placeholder="Select state"
              disabled={!countryCode}
              hint={countryCode ? undefined : m.placeFillsState}
              options={(states.data ?? []).map((s) => ({ value: s.name, label: s.name }))}
              error={errors.state?.message}
              onChange={(event) => {
                field.onChange(event);
                setValue('city', '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <SelectField
              {...field}
              label="City"
              placeholder="Select city"
              disabled={!state}
              options={(cities.data ?? []).map((name) => ({ value: name, label: name }))}
              error={errors.city?.message}
            />
          )}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Business type</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {businessTypes.map((type) => (
            <RadioCard
              key={type}
              value={type}
              title={businessTypeLabels[type].title}
              description={businessTypeLabels[type].description}
              aria-invalid={errors.businessType ? true : undefined}
              {...register('businessType')}
            />
          ))}
        </div>
        {errors.businessType ? (
          <p className="text-xs font-medium text-red-700">{errors.businessType.message}</p>
        ) : null}
      </fieldset>
      <RevenueRanges
        ranges={rangeRows}
        errors={{ list: rangeErrors?.root?.message ?? rangeErrors?.message, rows: rowErrors }}
        onAdd={(currencyCode) => setRanges([...rangeRows, { currencyCode }])}
        onRemove={(index) => setRanges(rangeRows.filter((_, i) => i !== index))}
        onChange={(index, value) => setRanges(rangeRows.map((r, i) => (i === index ? value : r)))}
        onBlur={() => void trigger('annualTransactionRange')}
      />
      <FormFooter onCancel={onCancel} isSubmitting={submit.isPending} />
    </Form>
  );
}
