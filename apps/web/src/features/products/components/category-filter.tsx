import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useProductCategories } from '../api/get-product-categories';

interface CategoryFilterProps {
  value: string;
  onChange: (category: string) => void;
}

/** Narrows the product list to one category (GET /v1/products?category=). */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const id = useId();
  const categories = useProductCategories();
  return (
    <div className="relative w-full sm:w-56">
      <label htmlFor={id} className="sr-only">
        Filter by category
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputStyles, 'h-10 appearance-none pr-9')}
      >
        <option value="">All categories</option>
        {categories.data?.map((category) => (
          <option key={category.id} value={category.title}>
            {category.title}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
