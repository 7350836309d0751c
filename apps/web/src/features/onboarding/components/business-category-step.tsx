import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RadioCard } from '@/components/ui/radio-card';
import { LoadingState } from '@/components/ui/spinner';
import type { Category, ServiceType } from '@/types/api';
import { serviceTypeOptions, type BusinessChoice } from './onboarding-steps';

interface BusinessCategoryStepProps {
  value: BusinessChoice;
  onChange: (value: BusinessChoice) => void;
  categories: readonly Category[] | undefined;
  categoriesLoading: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

const legendClass = 'mb-3 text-sm font-semibold text-slate-900';

/** Step 1: what the business does (seller or service provider) and its category. */
export function BusinessCategoryStep({
  value,
  onChange,
  categories,
  categoriesLoading,
  onPrevious,
  onNext,
}: BusinessCategoryStepProps) {
  const [submitted, setSubmitted] = useState(false);
  const next = () => {
    setSubmitted(true);
    if (value.serviceType && value.category) onNext();
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend className={legendClass}>What do you do?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {serviceTypeOptions.map((option) => (
            <RadioCard
              key={option.value}
              name="serviceType"
              value={option.value}
              title={option.title}
              description={option.description}
              checked={value.serviceType === option.value}
              onChange={() => onChange({ ...value, serviceType: option.value as ServiceType })}
            />
          ))}
        </div>
        {submitted && !value.serviceType ? (
          <p className="mt-2 text-xs font-medium text-red-700">Choose what you do</p>
        ) : null}
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Category</legend>
        {categoriesLoading ? (
          <LoadingState className="py-6" />
        ) : categories && categories.length > 0 ? (
          <div className="grid max-h-80 gap-2 overflow-y-auto p-0.5 sm:grid-cols-2">
            {categories.map((category) => (
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
        {submitted && !value.category ? (
          <p className="mt-2 text-xs font-medium text-red-700">Choose a category</p>
        ) : null}
      </fieldset>

      <div className="flex justify-between gap-3">
        <Button variant="secondary" onClick={onPrevious}>
          Previous
        </Button>
        <Button onClick={next}>Next</Button>
      </div>
    </div>
  );
}
