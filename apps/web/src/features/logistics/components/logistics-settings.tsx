import { LogisticsCompanies } from './logistics-companies';
import type { PickupContact } from './pickup-address-form';
import { PickupAddresses } from './pickup-addresses';

/** The logistics section of /account: pickup addresses and logistics companies. */
export function LogisticsSettings({ contact }: { contact?: PickupContact }) {
  return (
    <section aria-labelledby="logistics-settings" className="mt-8 flex flex-col gap-4">
      <div>
        <h2 id="logistics-settings" className="text-lg font-semibold text-slate-900">
          Logistics
        </h2>
        <p className="text-sm text-slate-600">
          Where the carrier collects your orders, and the delivery companies you work with.
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 xl:items-start">
        <PickupAddresses contact={contact} />
        <LogisticsCompanies />
      </div>
    </section>
  );
}
