import { CalendarDays, X } from 'lucide-react';
import type { RefObject } from 'react';
import type { DateRangePickerState } from './use-date-range-picker';

interface DateRangeInputProps {
  picker: DateRangePickerState;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  id?: string;
  placeholder: string;
  readOnly: boolean;
  disabled: boolean;
}

/** The typed dates, and the button that opens the calendar (or clears the dates once there are some). */
export function DateRangeInput({
  picker,
  inputRef,
  label,
  id,
  placeholder,
  readOnly,
  disabled,
}: DateRangeInputProps) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="text"
        aria-label={label}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={picker.open}
        aria-controls={picker.popoverId}
        value={picker.text}
        placeholder={placeholder}
        readOnly={readOnly}
        disabled={disabled}
        autoComplete="off"
        onChange={(event) => picker.onType(event.target.value)}
        onFocus={() => picker.show(null)}
        onClick={() => picker.show(null)}
        onKeyDown={picker.onInputKey}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
      />
      <button
        type="button"
        aria-label={picker.text ? 'Clear dates' : 'Open calendar'}
        disabled={disabled}
        onClick={picker.onToggle}
        className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {picker.text ? (
          <X aria-hidden="true" className="size-4" />
        ) : (
          <CalendarDays aria-hidden="true" className="size-4" />
        )}
      </button>
    </>
  );
}
