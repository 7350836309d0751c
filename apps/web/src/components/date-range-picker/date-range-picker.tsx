import { Popover } from 'radix-ui';
import { useRef } from 'react';
import { cn } from '@/lib/cn';
import { CalendarPanel } from './calendar-panel';
import { DateRangeFooter } from './date-range-footer';
import { DateRangeInput } from './date-range-input';
import { DateRangeShortcuts } from './date-range-shortcuts';
import { type DisabledRange } from './date-range-text';
import {
  DEFAULT_DISPLAY_FORMAT,
  DEFAULT_SEPARATOR,
  resolvePrimaryColour,
  type DateRangeShortcut,
  type DateRangeValue,
  type WeekStart,
} from './date-range-utils';
import { useDateRangePicker } from './use-date-range-picker';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The input's accessible name. */
  label: string;
  id?: string;
  primaryColor?: string;
  asSingle?: boolean;
  separator?: string;
  displayFormat?: string;
  placeholder?: string;
  minDate?: Date | null;
  maxDate?: Date | null;
  disabledDates?: DisabledRange[];
  startWeekOn?: WeekStart;
  lookDirection?: 'forward' | 'backward';
  readOnly?: boolean;
  disabled?: boolean;
  popoverDirection?: 'up' | 'down';
  showShortcuts?: boolean;
  shortcuts?: DateRangeShortcut[];
  showFooter?: boolean;
  footerLabels?: { cancel?: string; apply?: string };
  className?: string;
}

/** The reusable date-range picker of docs/product/interface.md#date-range-picker. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { asSingle = false, showFooter = false, disabled = false, readOnly = false } = props;
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const picker = useDateRangePicker(props, { anchorRef, inputRef, contentRef });
  const displayFormat = props.displayFormat ?? DEFAULT_DISPLAY_FORMAT;
  const separator = props.separator ?? DEFAULT_SEPARATOR;
  const colour = resolvePrimaryColour(props.primaryColor);

  return (
    <Popover.Root open={picker.open} onOpenChange={(next) => (next ? picker.show(null) : picker.close())}>
      <Popover.Anchor asChild>
        <div ref={anchorRef} className={cn('relative w-full max-w-xs', props.className)}>
          <DateRangeInput
            picker={picker}
            inputRef={inputRef}
            label={props.label}
            id={props.id}
            placeholder={
              props.placeholder ??
              (asSingle ? displayFormat : `${displayFormat} ${separator} ${displayFormat}`)
            }
            readOnly={readOnly}
            disabled={disabled}
          />
        </div>
      </Popover.Anchor>
      <Popover.Content
        ref={contentRef}
        id={picker.popoverId}
        side={picker.side}
        align={picker.align}
        sideOffset={6}
        avoidCollisions={false}
        // Keeps 8 px from the viewport's edge in the height it may take (the cap below).
        collisionPadding={8}
        aria-label={asSingle ? 'Choose a date' : 'Choose a date range'}
        data-closing={picker.closing || undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-xl transition-opacity duration-300',
          // Never taller than the room on its side: the rest scrolls inside (month and year headers included).
          'max-h-(--radix-popover-content-available-height) overflow-y-auto overscroll-contain',
          picker.closing ? 'opacity-0' : 'opacity-100',
        )}
      >
        <div className="flex flex-col gap-3 md:flex-row">
          {picker.shortcuts.length ? (
            <DateRangeShortcuts shortcuts={picker.shortcuts} asSingle={asSingle} onApply={picker.apply} />
          ) : null}
          <div className="flex flex-col gap-4 sm:flex-row">
            {picker.months.map((month, index) => (
              <CalendarPanel
                key={index}
                month={month}
                onMonthChange={(next) => picker.setPanelMonth(index, next)}
                start={picker.draft.start}
                end={picker.draft.end}
                focused={picker.focused}
                colour={colour}
                weekStart={props.startWeekOn}
                isDisabled={picker.isDisabled}
                onPick={picker.pick}
                onKeyNavigate={picker.onDayKey}
                showPrevious={index === 0}
                showNext={index === picker.months.length - 1}
                onStep={picker.stepMonths}
              />
            ))}
          </div>
        </div>
        {showFooter ? (
          <DateRangeFooter
            draft={picker.draft}
            colour={colour}
            labels={props.footerLabels}
            onCancel={picker.cancel}
            onApply={picker.apply}
          />
        ) : null}
      </Popover.Content>
    </Popover.Root>
  );
}
