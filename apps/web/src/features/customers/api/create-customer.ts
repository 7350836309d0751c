import { accountMessages, type Customer, type CustomerRequest } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { customerKeys } from './customer-keys';

/** POST /v1/users/customer {name, email, phone}: counted as added when the server answers 201. */
export const createCustomer = (body: CustomerRequest) => api.post<Customer>('/v1/users/customer', body);

/** On success: 'Customer created successfully', the customer lists refresh, then the caller's onSuccess. */
export const useCreateCustomer = ({ onSuccess }: { onSuccess?: (customer: Customer) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    // The dialog shows field errors and the server's message itself.
    meta: { toastError: false },
    onSuccess: async (customer) => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
      toast.success(accountMessages.customerCreated);
      onSuccess?.(customer);
    },
  });
};
