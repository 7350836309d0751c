import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RadioCard } from '@/components/ui/radio-card';
import { LoadingState } from '@/components/ui/spinner';
import { useBusinessCategories } from '../api/get-business-categories';
import { onboardingFieldError, serviceTypeOptions, type BusinessChoice } from './onboarding-steps';

interface BusinessCategoryStepProps {
  value: BusinessChoice;
  onChange: (value: BusinessChoice) => void;
  onPrevious: () => void;
  onNext: () => void;
}

const legendClass = 'mb-3 text-sm font-semibold text-slate-900';
const errorClass = 'mt-2 text-xs font-medium text-red-700';

/**
 * Step 1: what the business does (seller or service provider), then its category from the API —
 * product categories for sellers, service categories for service providers.
 */
export function BusinessCategoryStep({ value, onChange, onPrevious, onNext }: BusinessCategoryStepProps) {
  const [submitted, setSubmitted] = useState(false);
  const categories = useBusinessCategories(value.serviceType);
  const serviceTypeError = submitted ? onboardingFieldError('serviceType', value.serviceType) : undefined;
  const categoryError =
    submitted && value.serviceType ? onboardingFieldError('category', value.category) : undefined;

  const next = () => {
    setSubmitted(true);
    if (
      !onboardingFieldError('serviceType', value.serviceType) &&
      !onboardingFieldError('category', value.category)
    )
      onNext();
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className={legendClass}>What do you do?</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {serviceTypeOptions.map((option) => (
            <RadioCard
              key={option.value}
              name="serviceType"
              value={option.value}
              title={option.title}
              description={option.description}
              checked={value.serviceType === option.value}
              onChange={() =>
                // The categories differ per kind of business, so a new choice clears the category.
                onChange({
                  ...value,
                  serviceType: option.value,
                  category: value.serviceType === option.value ? value.category : null,
                })
              }
            />
          ))}
        </div>
        {serviceTypeError ? <p className={errorClass}>{serviceTypeError}</p> : null}
      </fieldset>

      {value.serviceType ? (
        <fieldset>
          <legend className={legendClass}>Category</legend>
          {categories.isPending ? (
            <LoadingState className="py-6" />
          ) : categories.isError ? (
            <EmptyState
              className="py-6"
              title="Could not load the categories"
              description={categories.error.message}
              action={
                <Button variant="secondary" onClick={() => void categories.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : categories.data && categories.data.length > 0 ? (
            <div className="grid grid-cols-1 max-h-80 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
              {categories.data.map((category) => (
                <RadioCard
                  key={category.id}
                  name="category"
                  value={category.name}
                  title={category.name}
                  checked={value.category === category.name}
                  onChange={() => onChange({ ...value, category: category.name })}
                  className="p-3"
                />
              ))}
            </div>
          ) : (
            <EmptyState className="py-6" />
          )}
          {categoryError ? <p className={errorClass}>{categoryError}</p> : null}
        </fieldset>
      ) : null}

      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious}>
          Previous
        </Button>
        <Button onClick={next}>Next</Button>
      </div>
    </div>
  );
}
