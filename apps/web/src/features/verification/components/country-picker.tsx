import type { Country } from '@oja/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/data-table/search-input';
import { Dialog } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCountries } from '../api/get-countries';
import { dialCodeOf, filterCountries } from '../utils/countries';

interface CountryPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: Country | undefined;
  onSelect: (country: Country) => void;
}

/** The country-picker modal: every country by name, with a search box that filters by name. */
export function CountryPicker({ open, onOpenChange, selected, onSelect }: CountryPickerProps) {
  const [search, setSearch] = useState('');
  const countries = useCountries();
  const shown = filterCountries(countries.data ?? [], search);

  const close = (next: boolean) => {
    if (!next) setSearch('');
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title="Select country" className="max-w-md">
      <SearchInput value={search} onChange={setSearch} label="Search countries" className="sm:max-w-none" />
      {countries.isPending ? (
        <LoadingState />
      ) : shown.length === 0 ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          No country matches “{search.trim()}”
        </p>
      ) : (
        <ul
          aria-label="Countries"
          className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-slate-200"
        >
          {shown.map((country) => {
            const isSelected = country.iso2 === selected?.iso2;
            return (
              <li key={country.iso2} className="border-b border-slate-100 last:border-b-0">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => {
                    onSelect(country);
                    close(false);
                  }}
                  className={cn(
                    'flex w-full items-center gap-3 px-3 py-2.5 text-left text-sm hover:bg-slate-50 focus-visible:bg-brand-50 focus-visible:outline-none',
                    isSelected && 'bg-brand-50 font-medium text-brand-800',
                  )}
                >
                  <span className="min-w-0 flex-1 truncate">{country.name}</span>
                  <span className="text-slate-600">{dialCodeOf(country)}</span>
                  {isSelected ? <Check aria-hidden="true" className="size-4 text-brand-700" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
