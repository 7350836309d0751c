import { useState } from 'react';
import { Form } from '@/components/form/form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { onboardingFieldError, serviceTypeOptions, type BusinessChoice } from './onboarding-steps';

interface ServiceDetailsStepProps {
  value: BusinessChoice;
  onChange: (value: BusinessChoice) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Step 2: the business's name, with the choices of step 1 to review. */
export function ServiceDetailsStep({ value, onChange, onPrevious, onNext }: ServiceDetailsStepProps) {
  const [submitted, setSubmitted] = useState(false);
  const nameError = onboardingFieldError('businessName', value.businessName);
  const serviceType = serviceTypeOptions.find((option) => option.value === value.serviceType);

  return (
    <Form
      className="flex flex-col gap-6"
      onSubmit={() => {
        setSubmitted(true);
        if (!nameError) onNext();
      }}
    >
      <TextField
        label="Business name"
        autoComplete="organization"
        value={value.businessName}
        onChange={(event) => onChange({ ...value, businessName: event.target.value })}
        error={submitted ? nameError : undefined}
        hint="Customers see this name on your products, services and invoices."
      />
      <dl className="grid grid-cols-1 gap-3 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">What you do</dt>
          <dd className="font-medium text-slate-900">{serviceType?.title}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Category</dt>
          <dd className="font-medium text-slate-900">{value.category}</dd>
        </div>
      </dl>
      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious}>
          Previous
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </Form>
  );
}
