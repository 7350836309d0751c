import { zodResolver } from '@hookform/resolvers/zod';
import {
  companySubmissionSchema,
  type Country,
  DEFAULT_COUNTRY_ISO2,
  proofOfAddressTypes,
  registrationNumberLabel,
} from '@oja/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, TextField } from '@/components/ui/field';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useCountries } from '../api/get-countries';
import { useUpgradeStageThree } from '../api/upgrade-stage-three';
import { dialCodeOf, findCountryByIso2 } from '../utils/countries';
import { proofOfAddressLabels } from '../utils/labels';
import { applyServerErrors } from '../utils/server-errors';
import { CountryPicker } from './country-picker';
import { FormFooter } from './form-footer';
import { PhoneField } from './phone-field';
import { SelectField } from '@/components/ui/select-field';
import type { StageFormProps } from './stage-form-props';
import { DocumentUploadRow } from './document-upload-row';
import { useDocumentUpload } from './use-document-upload';

type Values = z.input<typeof companySubmissionSchema>;
type Payload = z.output<typeof companySubmissionSchema>;
const serverFields = Object.keys(companySubmissionSchema.shape);

interface CompanyFormProps extends StageFormProps {
  /** ISO alpha-2 of the business country (the country picker starts there). */
  countryIso2: string | null;
}

/** Stage three (SPEC §5 Company form): the registered company and its proof of address. */
export function CompanyForm({ countryIso2, onCancel, onSubmitted }: CompanyFormProps) {
  const countries = useCountries();
  const [picked, setPicked] = useState<Country>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const country =
    picked ??
    findCountryByIso2(countries.data, countryIso2) ??
    findCountryByIso2(countries.data, DEFAULT_COUNTRY_ISO2);
  const { register, setValue, setError, handleSubmit, formState } = useForm<Values, unknown, Payload>({
    resolver: zodResolver(companySubmissionSchema),
    mode: 'onTouched',
    defaultValues: {
      registrationName: '',
      cacNumber: '',
      companyEmail: '',
      companyPhone: '',
      tin: '',
      proofOfAddress: { proofType: undefined, image: '' } as unknown as Values['proofOfAddress'],
    },
  });
  const { errors } = formState;
  const upload = useDocumentUpload({
    onUploaded: (url) => setValue('proofOfAddress.image', url, { shouldTouch: true, shouldValidate: true }),
    onReset: (cause) =>
      setValue('proofOfAddress.image', '', {
        shouldTouch: cause === 'cleared',
        shouldValidate: cause === 'cleared',
      }),
  });
  const submit = useUpgradeStageThree({ onSuccess: onSubmitted });
  const onSubmit = handleSubmit((payload) =>
    submit.mutate(
      { ...payload, dialCode: country ? dialCodeOf(country) : undefined },
      { onError: (error) => applyServerErrors(error, setError, serverFields) },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Registration name"
          autoComplete="organization"
          className="sm:col-span-2"
          error={errors.registrationName?.message}
          {...register('registrationName')}
        />
        <Field label="Country of registration" error={errors.dialCode?.message}>
          {(control) => (
            <button
              {...control}
              type="button"
              onClick={() => setPickerOpen(true)}
              className={cn(inputStyles, 'flex h-10 items-center justify-between gap-2 text-left')}
            >
              <span className="truncate">
                {country ? `${country.name} (${dialCodeOf(country)})` : 'Select country'}
              </span>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            </button>
          )}
        </Field>
        <TextField
          label={registrationNumberLabel(country?.iso2 ?? DEFAULT_COUNTRY_ISO2)}
          autoComplete="off"
          error={errors.cacNumber?.message}
          {...register('cacNumber')}
        />
        <TextField
          label="Company email"
          type="email"
          autoComplete="email"
          error={errors.companyEmail?.message}
          {...register('companyEmail')}
        />
        <PhoneField
          label="Company phone"
          prefix={country ? dialCodeOf(country) : undefined}
          autoComplete="tel-national"
          error={errors.companyPhone?.message}
          {...register('companyPhone')}
        />
        <TextField
          label="Tax identification number (TIN)"
          autoComplete="off"
          error={errors.tin?.message}
          {...register('tin')}
        />
        <SelectField
          label="Proof of address"
          placeholder="Choose a document"
          options={proofOfAddressTypes.map((type) => ({ value: type, label: proofOfAddressLabels[type] }))}
          error={errors.proofOfAddress?.proofType?.message}
          {...register('proofOfAddress.proofType')}
        />
      </div>
      <DocumentUploadRow
        upload={upload}
        label="Proof of address document"
        error={errors.proofOfAddress?.image?.message ?? errors.proofOfAddress?.message}
      />
      <FormFooter
        onCancel={onCancel}
        isSubmitting={submit.isPending}
        disabled={upload.status !== 'completed'}
        disabledReason="Save is available once your document is uploaded."
      />
      <CountryPicker open={pickerOpen} onOpenChange={setPickerOpen} selected={country} onSelect={setPicked} />
    </form>
  );
}
