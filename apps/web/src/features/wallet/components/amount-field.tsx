import { TextField } from '@/components/ui/field';

interface AmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  label?: string;
  symbol: string;
}

/** A money amount in major units (digits and at most 2 decimals), with the currency symbol as a hint. */
export function AmountField({ value, onChange, error, label = 'Amount', symbol }: AmountFieldProps) {
  return (
    <TextField
      label={`${label} (${symbol})`}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/[^\d.]/g, ''))}
    />
  );
}

/** The typed amount as a number, or null when empty or not a number (moneyAmount then says why). */
export const parseAmount = (text: string): number | null => {
  const amount = Number(text);
  return text.trim() === '' || !Number.isFinite(amount) ? null : amount;
};
