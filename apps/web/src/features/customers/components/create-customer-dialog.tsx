import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type Customer, customerRequest, type CustomerRequest } from '@oja/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { useCreateCustomer } from '../api/create-customer';

type CustomerValues = z.input<typeof customerRequest>;
const fields = ['name', 'email', 'phone'] as const;

interface CustomerFormProps {
  defaultName: string;
  onCancel: () => void;
  onCreated: (customer: Customer) => void;
}

function CustomerForm({ defaultName, onCancel, onCreated }: CustomerFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerValues, unknown, CustomerRequest>({
    resolver: zodResolver(customerRequest),
    defaultValues: { name: defaultName, email: '', phone: '' },
  });
  const create = useCreateCustomer({ onSuccess: onCreated });

  const submit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onError: (error) => {
        if (applyServerErrors(error, setError, fields).length > 0) return;
        if (error.message === accountMessages.customerEmailTaken) {
          setError('email', { type: 'server', message: error.message });
        } else if (!(error instanceof ApiError && error.handled)) {
          setFormError(error.message);
        }
      },
    });
  });

  return (
    <form
      noValidate
      className="grid gap-4"
      // The dialog renders in a portal inside the invoice form's React tree: keep its submit to itself.
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
    >
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Customer name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Customer email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Customer phone"
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="mt-2 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          Save customer
        </Button>
      </div>
    </form>
  );
}

interface CreateCustomerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Prefills the name, e.g. with what the user searched for. */
  defaultName?: string;
  onCreated: (customer: Customer) => void;
}

/** Adds a customer to the merchant's book (POST /v1/users/customer) without leaving the page. */
export function CreateCustomerDialog({
  open,
  onOpenChange,
  defaultName = '',
  onCreated,
}: CreateCustomerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New customer"
      description="Saved to your customers, so you can pick them for the next invoice."
    >
      {/* Mounted on each opening, so every new customer starts from a clean form. */}
      <CustomerForm
        defaultName={defaultName}
        onCancel={() => onOpenChange(false)}
        onCreated={(customer) => {
          onOpenChange(false);
          onCreated(customer);
        }}
      />
    </Dialog>
  );
}
