import type { Customer } from '@oja/contracts';
import { CustomerPicker } from '@/features/customers/components/customer-picker';

/** The customers feature's picker, handed to the invoice form (features meet here, in the routes). */
export const renderCustomerPicker = (onSelect: (customer: Customer) => void) => (
  <CustomerPicker onSelect={onSelect} />
);
