import { MAX_MONEY_AMOUNT } from '@oja/contracts';
import { type ChangeEvent, type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currencyDisplay } from '@/lib/format';
import { editMoneyText } from './money-edit';
import { groupMoneyText, moneyFormat } from './money-text';

export interface MoneyInputProps {
  label: ReactNode;
  /** The amount as canonical text ('' for none, '1234.5'); see money-text.ts. */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** NGN unless given. */
  currency?: string;
  /** The largest amount in major units; the catalogue's MAX_MONEY_AMOUNT unless given. */
  max?: number;
  /**
   * Told when the field starts or stops showing a refusal: a screen holds its next step while one is in
   * view, so an amount the merchant mistyped ('1e9' leaving '19') is not carried on.
   */
  onRefusalChange?: (message: string | null) => void;
  /** A validation message from the form (the field's own refusals are shown first). */
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Replaces the label's classes (e.g. a label visible on small screens only). */
  labelClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one money field of the dashboard. It takes only what it can show — digits, one '.', at most the
 * currency's decimals, thousands grouped as you type — and refuses anything else visibly: the amount
 * stays as it was, the field is marked invalid and a message says why. A paste is read exactly as it
 * is written (its commas must group thousands; the field's own currency symbol may lead) or refused.
 */
export function MoneyInput({
  label,
  value,
  onChange,
  onBlur,
  onRefusalChange,
  currency = 'NGN',
  max = MAX_MONEY_AMOUNT,
  error,
  hint,
  placeholder = '0.00',
  name,
  disabled,
  className,
  labelClassName,
  ref,
}: MoneyInputProps) {
  const id = useId();
  const [refusal, setRefusalState] = useState<string | null>(null);
  const setRefusal = (message: string | null) => {
    setRefusalState(message);
    if (message !== refusal) onRefusalChange?.(message);
  };
  const { code, symbol } = currencyDisplay(currency);
  const format = useMemo(() => moneyFormat(code, symbol, max), [code, symbol, max]);
  const display = groupMoneyText(value);
  const message = refusal ?? error;
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = message ? `${id}-message` : undefined;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const edit = editMoneyText(value, input.value, input.selectionStart ?? input.value.length, format);
    // The input shows the outcome at once, caret in place: React then finds nothing to change.
    input.value = edit.accepted ? edit.display : display;
    input.setSelectionRange(edit.caret, edit.caret);
    // A refusal stays in view while the merchant goes on typing: a later digit must not hide it, or '1e9'
    // would end as a clean-looking 19. Deleting, clearing or pasting a whole amount puts it away.
    if (!edit.accepted) setRefusal(edit.message);
    else if (edit.text.length !== value.length + 1) setRefusal(null);
    if (edit.accepted && edit.text !== value) onChange(edit.text);
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClassName ?? 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <Input
        ref={ref}
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={display}
        onChange={change}
        onBlur={onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, messageId].filter(Boolean).join(' ') || undefined}
        className="tabular-nums"
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p
          id={messageId}
          role={refusal ? 'alert' : undefined}
          className="text-xs font-medium text-red-700"
          data-testid={refusal ? 'money-refusal' : undefined}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
