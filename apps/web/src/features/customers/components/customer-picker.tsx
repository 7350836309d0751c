import { type Customer } from '@oja/contracts';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { SearchInput } from '@/components/data-table/search-input';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useCustomers } from '../api/get-customers';
import { CreateCustomerDialog } from './create-customer-dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

interface CustomerPickerProps {
  onSelect: (customer: Customer) => void;
}

/** Search the merchant's customers by name and pick one, or create one on the spot. */
export function CustomerPicker({ onSelect }: CustomerPickerProps) {
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const name = useDebouncedValue(search.trim());
  const customers = useCustomers(name);
  const results = customers.data?.results ?? [];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput label="Search customers" value={search} onChange={setSearch} className="sm:max-w-none" />
        <Button variant="secondary" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          New customer
        </Button>
      </div>
      {customers.isPending ? (
        <LoadingState className="py-4" />
      ) : results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-3 text-sm text-slate-600">
          {name ? `No customer matches “${name}”.` : 'You have no saved customers yet.'}
        </p>
      ) : (
        <ul aria-label="Customers" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {results.map((customer) => (
            <li key={customer.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{customer.name}</p>
                <p className="truncate text-xs text-slate-600">
                  {customer.email} · {customer.phone}
                </p>
              </div>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Use ${customer.name}`}
                onClick={() => onSelect(customer)}
              >
                Use
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CreateCustomerDialog
        open={creating}
        onOpenChange={setCreating}
        defaultName={search.trim()}
        onCreated={onSelect}
      />
    </div>
  );
}
