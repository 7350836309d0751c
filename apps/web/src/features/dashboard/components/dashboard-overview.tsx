import {
  ChartColumnBig,
  FileText,
  Package,
  ShoppingBag,
  Users,
  WalletMinimal,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

interface DashboardOverviewProps {
  firstName: string;
  businessName?: string | null;
}

const shortcuts: ReadonlyArray<{ label: string; description: string; to: string; icon: LucideIcon }> = [
  {
    label: 'Add a product',
    description: 'List something new to sell',
    to: paths.app.products.add.getHref(),
    icon: Package,
  },
  {
    label: 'Create an invoice',
    description: 'Bill a customer directly',
    to: paths.app.invoice.add.getHref(),
    icon: FileText,
  },
  {
    label: 'Open your wallet',
    description: 'Balance, top-ups and payouts',
    to: paths.app.wallet.root.getHref(),
    icon: WalletMinimal,
  },
];

const sections: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  { title: 'Sales overview', description: 'Daily and monthly sales', icon: ChartColumnBig },
  { title: 'Recent orders', description: 'The latest product and service orders', icon: ShoppingBag },
  { title: 'Recent customers', description: 'Customers who bought from you lately', icon: Users },
];

/** The welcome header, shortcuts, and the report sections (empty until reports are connected). */
export function DashboardOverview({ firstName, businessName }: DashboardOverviewProps) {
  return (
    <>
      <PageHeader
        title={`Welcome back, ${firstName || 'there'}`}
        description={
          businessName
            ? `Here is what is happening at ${businessName}.`
            : 'Here is what is happening in your business.'
        }
      />
      <h2 className="sr-only">Shortcuts</h2>
      <ul className="mb-6 grid gap-4 sm:grid-cols-3">
        {shortcuts.map(({ label, description, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-200 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        {sections.map(({ title, description, icon }, index) => (
          <Card key={title} className={index === 0 ? 'lg:col-span-2' : undefined}>
            <CardHeader title={title} description={description} />
            <EmptyState icon={icon} />
          </Card>
        ))}
      </div>
    </>
  );
}
