import { PIN_LENGTH } from '@oja/contracts';
import { Delete } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

interface PinPadProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  /** The on-screen number pad (default shown). */
  keypad?: boolean;
}

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const keyClass =
  'h-11 rounded-lg border border-slate-200 bg-white text-lg font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50';

/**
 * The transaction PIN: a masked 4-digit field (type on a keyboard) with an on-screen number pad for touch.
 * Only digits are kept, at most 4.
 */
export function PinPad({ label, value, onChange, error, autoFocus, keypad = true }: PinPadProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const set = (next: string) => onChange(next.replace(/\D/g, '').slice(0, PIN_LENGTH));
  const full = value.length >= PIN_LENGTH;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN_LENGTH}
        value={value}
        autoFocus={autoFocus}
        onChange={(event) => set(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'h-12 w-full rounded-lg border border-slate-300 bg-white text-center font-mono text-2xl tracking-[1em] text-slate-900 shadow-sm',
          'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700/40 aria-invalid:border-red-600',
        )}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {keypad ? (
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={`${label} keypad`}>
          {keys.map((key) => (
            <button
              key={key}
              type="button"
              className={keyClass}
              disabled={full}
              onClick={() => set(value + key)}
            >
              {key}
            </button>
          ))}
          <span aria-hidden="true" />
          <button type="button" className={keyClass} disabled={full} onClick={() => set(`${value}0`)}>
            0
          </button>
          <button
            type="button"
            className={cn(keyClass, 'flex items-center justify-center')}
            aria-label="Delete last digit"
            disabled={value.length === 0}
            onClick={() => set(value.slice(0, -1))}
          >
            <Delete aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
