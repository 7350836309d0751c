import type { LogisticsCompany } from '@oja/contracts';
import { Plus, Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { ListStatus } from '@/components/data-table/list-status';
import { useListLoad } from '@/components/data-table/use-list-load';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoney } from '@/lib/format';
import { useLogisticsCompanies } from '../api/get-logistics-companies';
import { LogisticsCompanyForm } from './logistics-company-form';

function CompanyItem({ company }: { company: LogisticsCompany }) {
  const contact = [company.contactName, company.phone, company.email].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3 px-5 py-4">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-600">
        <Truck aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-slate-900">{company.name}</p>
        <p className="text-xs break-words text-slate-600">{contact}</p>
        {company.rates.length > 0 ? (
          <ul aria-label={`Rates of ${company.name}`} className="mt-2 flex flex-wrap gap-1.5">
            {company.rates.map((rate) => (
              <li
                key={rate.label}
                className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 tabular-nums"
              >
                {rate.label}: {formatMoney(rate.amount)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The logistics companies the merchant works with, and a form to add one. */
export function LogisticsCompanies() {
  const companies = useListLoad(useLogisticsCompanies(), 'your logistics companies');
  const [adding, setAdding] = useState(false);

  const body = (
    <ListStatus
      load={companies}
      isEmpty={(loaded) => loaded.length === 0}
      empty={
        <EmptyState icon={Truck} description="Add the delivery companies you work with and their rates." />
      }
    >
      {(loaded) => (
        <ul className="divide-y divide-slate-100">
          {loaded.map((company) => (
            <CompanyItem key={company.id} company={company} />
          ))}
        </ul>
      )}
    </ListStatus>
  );

  return (
    <Card>
      <CardHeader
        title="Logistics companies"
        as="h3"
        description="Delivery partners you work with, with their rates."
        action={
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add logistics company
          </Button>
        }
      />
      {body}
      <Dialog
        open={adding}
        onOpenChange={setAdding}
        title="Add logistics company"
        className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
      >
        {adding ? <LogisticsCompanyForm onDone={() => setAdding(false)} /> : null}
      </Dialog>
    </Card>
  );
}
