import type { DepositInput } from '@oja/contracts';
import { MoneyInput } from '@/components/money-input/money-input';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { FieldErrors } from './buyer-fields';

export interface DepositValues {
  kind: 'none' | 'percent' | 'fixed';
  percent: string;
  amount: string;
}

export const noDeposit: DepositValues = { kind: 'none', percent: '', amount: '' };

const KINDS = [
  { value: 'none', label: 'No deposit: pay in full' },
  { value: 'percent', label: 'A percentage of the total' },
  { value: 'fixed', label: 'A fixed amount' },
] as const;

/** The deposit as the request carries it; undefined when the buyer pays in full. */
export function depositOf(values: DepositValues): DepositInput | undefined {
  if (values.kind === 'percent') return { kind: 'percent', value: Number(values.percent) };
  if (values.kind === 'fixed') return { kind: 'fixed', value: Number(values.amount || 'NaN') };
  return undefined;
}

/** Whether the buyer pays a deposit first (a percentage or a fixed amount), then the rest. */
export function DepositFields({
  values,
  onChange,
  errors,
  currency,
}: {
  values: DepositValues;
  onChange: (values: DepositValues) => void;
  errors: FieldErrors;
  currency: string;
}) {
  const error = errors['deposit'];
  return (
    <Card>
      <CardHeader title="Deposit" description="Ask for part now and the rest later, e.g. against no-shows." />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label="Payment"
          options={KINDS}
          value={values.kind}
          onChange={(event) => onChange({ ...values, kind: event.target.value as DepositValues['kind'] })}
        />
        {values.kind === 'percent' ? (
          <TextField
            label="Deposit (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={values.percent}
            error={errors['deposit.value'] ?? error}
            onChange={(event) => onChange({ ...values, percent: event.target.value })}
          />
        ) : null}
        {values.kind === 'fixed' ? (
          <MoneyInput
            label="Deposit amount"
            currency={currency}
            value={values.amount}
            error={errors['deposit.value'] ?? error}
            onChange={(amount) => onChange({ ...values, amount })}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
