import { type KeyboardEvent, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface InlineNumberCellProps {
  /** What the cell edits, for its accessible names, e.g. 'Price of Ankara dress'. */
  label: string;
  value: number;
  /** How the value reads when not editing, e.g. '₦15,000.00'. */
  display: string;
  /** Saves the typed number; a rejection's message is shown in the cell. */
  onSave: (value: number) => Promise<unknown>;
  className?: string;
}

/** A typed number, or undefined: digits with an optional decimal point; ₦, commas and spaces are ignored. */
const parse = (text: string) => {
  const clean = text.replace(/[₦,\s]/g, '');
  const number = Number(clean);
  return clean !== '' && /^[\d.]+$/.test(clean) && Number.isFinite(number) ? number : undefined;
};

/**
 * A table cell edited in place: Enter or F2 edits it, Enter saves, Escape cancels, Tab saves and moves on
 * to the next cell. A failed save keeps the cell open with the error beneath it.
 */
export function InlineNumberCell({ label, value, display, onSave, className }: InlineNumberCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const close = (refocus: boolean) => {
    setDraft(null);
    setError('');
    if (refocus) requestAnimationFrame(() => button.current?.focus());
  };
  const save = async (refocus: boolean) => {
    if (draft === null) return;
    const next = parse(draft);
    if (next === undefined) return setError('Enter a number');
    if (next === value) return close(refocus);
    setSaving(true);
    try {
      await onSave(next);
      close(refocus);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  const onEditKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab' && !event.shiftKey) void save(false);
  };

  if (draft === null)
    return (
      <button
        ref={button}
        type="button"
        aria-label={`${label}: ${display}. Press Enter to edit`}
        className={cn(
          'rounded px-1 tabular-nums hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700',
          className,
        )}
        onClick={() => setDraft(String(value))}
        onKeyDown={(event) => {
          if (event.key === 'F2') {
            event.preventDefault();
            setDraft(String(value));
          }
        }}
      >
        {display}
      </button>
    );
  const errorId = `${label.replace(/\W+/g, '-')}-error`;
  return (
    <div className="min-w-24">
      <Input
        autoFocus
        aria-label={label}
        inputMode="decimal"
        value={draft}
        readOnly={saving}
        aria-busy={saving || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onEditKey}
        className="h-8 text-right tabular-nums"
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
