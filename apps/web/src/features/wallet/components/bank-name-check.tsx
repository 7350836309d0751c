import type { BankVerification } from '@oja/contracts';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';

interface BankNameCheckProps {
  verification: BankVerification;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  error?: string;
}

/** Explains that the confirmation box must be ticked before an account in another name is saved. */
export const NAME_MISMATCH_CONFIRM_REQUIRED = 'Tick the box to confirm that this account is yours.';

/**
 * The bank's name for the account beside the merchant's own names. A match is simply shown; a mismatch
 * is explained and must be confirmed with the box before the account can be saved.
 */
export function BankNameCheck({ verification, confirmed, onConfirmedChange, error }: BankNameCheckProps) {
  const id = useId();
  const { accountName, merchantNames, nameMatched } = verification;
  if (nameMatched) {
    return (
      <div
        role="status"
        className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900"
      >
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Account name: <strong data-testid="resolved-account-name">{accountName}</strong> — matches your
          name.
        </span>
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="name-mismatch"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        This account is not in your name
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt>Bank’s account name</dt>
        <dd className="font-semibold break-words" data-testid="resolved-account-name">
          {accountName}
        </dd>
        <dt>Your {merchantNames.length === 1 ? 'name' : 'names'}</dt>
        <dd className="break-words" data-testid="merchant-names">
          {merchantNames.length > 0 ? merchantNames.join(' · ') : 'No name on your profile yet'}
        </dd>
      </dl>
      <p>
        Withdrawals will be paid to {accountName}. Save this account only if it belongs to you or your
        business — money sent to someone else’s account cannot be recalled.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="flex items-start gap-2 font-medium">
          <input
            id={id}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => onConfirmedChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          />
          This account is mine: pay my withdrawals to {accountName}.
        </label>
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
