import { CustomerList } from '@/features/customers/components/customer-list';

export function CustomersRoute() {
  return <CustomerList />;
}
