import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Visible placeholder and accessible label, e.g. 'Search by name'. */
  label: string;
  className?: string;
}

export function SearchInput({ value, onChange, label, className }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className={cn(inputStyles, 'h-10 pl-9')}
      />
    </div>
  );
}
