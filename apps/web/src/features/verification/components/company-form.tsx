import {
  companySubmissionSchema,
  type Country,
  DEFAULT_COUNTRY_ISO2,
  proofOfAddressTypes,
  registrationNumberLabel,
} from '@oja/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Field } from '@/components/ui/field';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useCountries } from '../api/get-countries';
import { useUpgradeStageThree } from '../api/use-upgrade-stage';
import { dialCodeOf, findCountryByIso2 } from '../utils/countries';
import { proofOfAddressLabels } from '../utils/labels';
import { CountryPicker } from './country-picker';
import { FormFooter } from './form-footer';
import { PhoneField } from './phone-field';
import { SelectField } from '@/components/ui/select-field';
import type { StageFormProps } from './stage-form-props';
import { DocumentUploadRow } from './document-upload-row';
import { useDocumentField } from './use-document-upload';

type Values = z.input<typeof companySubmissionSchema>;
type Payload = z.output<typeof companySubmissionSchema>;
const serverFields = Object.keys(companySubmissionSchema.shape);

interface CompanyFormProps extends StageFormProps {
  /** ISO alpha-2 of the business country (the country picker starts there). */
  countryIso2: string | null;
}

/** Stage three (docs/product/onboarding.md#business-verification-form Company form): the registered company and its proof of address. */
export function CompanyForm({ countryIso2, onCancel, onSubmitted }: CompanyFormProps) {
  const countries = useCountries();
  const [picked, setPicked] = useState<Country>();
  const [pickerOpen, setPickerOpen] = useState(false);
  const country =
    picked ??
    findCountryByIso2(countries.data, countryIso2) ??
    findCountryByIso2(countries.data, DEFAULT_COUNTRY_ISO2);
  const form = useZodForm<Values, Payload>(companySubmissionSchema, {
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
  const {
    register,
    formState: { errors },
  } = form;
  const upload = useDocumentField(form, 'proofOfAddress.image');
  const submit = useUpgradeStageThree({ onSuccess: onSubmitted });
  const onSubmit = (payload: Payload) =>
    submit.mutate(
      { ...payload, dialCode: country ? dialCodeOf(country) : undefined },
      { onError: (error) => form.setServerErrors(error, serverFields) },
    );

  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="registrationName"
          label="Registration name"
          autoComplete="organization"
          className="sm:col-span-2"
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
        <FormTextField
          form={form}
          name="cacNumber"
          label={registrationNumberLabel(country?.iso2 ?? DEFAULT_COUNTRY_ISO2)}
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="companyEmail"
          label="Company email"
          type="email"
          autoComplete="email"
        />
        <PhoneField
          label="Company phone"
          prefix={country ? dialCodeOf(country) : undefined}
          autoComplete="tel-national"
          error={errors.companyPhone?.message}
          {...register('companyPhone')}
        />
        <FormTextField form={form} name="tin" label="Tax identification number (TIN)" autoComplete="off" />
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
    </Form>
  );
}
