import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';

export interface BuyerValues {
  name: string;
  phone: string;
  email: string;
}

export const emptyBuyer: BuyerValues = { name: '', phone: '', email: '' };

/** Errors of a request body by field path ('name', 'buyer.email', 'deliveryAddress.city'). */
export type FieldErrors = Record<string, string>;

interface BuyerFieldsProps {
  values: BuyerValues;
  onChange: (values: BuyerValues) => void;
  errors: FieldErrors;
  /** Where the body keeps the buyer ('' at the top level, 'buyer.' for an offline sale). */
  prefix?: string;
  /** An offline sale's buyer is optional. */
  optional?: boolean;
}

/** The buyer's name, phone and email. */
export function BuyerFields({ values, onChange, errors, prefix = '', optional = false }: BuyerFieldsProps) {
  const field = (key: keyof BuyerValues, label: string, type: string, autoComplete: string) => (
    <TextField
      label={optional ? `${label} (optional)` : label}
      type={type}
      autoComplete={autoComplete}
      value={values[key]}
      error={errors[`${prefix}${key}`]}
      onChange={(event) => onChange({ ...values, [key]: event.target.value })}
    />
  );
  return (
    <Card>
      <CardHeader
        title="Buyer"
        description={optional ? 'With an email, the buyer joins your customers.' : undefined}
      />
      <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {field('name', 'Full name', 'text', 'off')}
        {field('phone', 'Phone', 'tel', 'off')}
        {field('email', 'Email', 'email', 'off')}
      </CardContent>
    </Card>
  );
}

/** The messages of a failed parse, by field path. */
export const issuesByPath = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message])) as FieldErrors;
