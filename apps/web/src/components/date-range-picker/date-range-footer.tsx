import {
  DEFAULT_FOOTER_LABELS,
  solidFill,
  type DateSpan,
  type PrimaryColour,
  type Selection,
} from './date-range-utils';

interface DateRangeFooterProps {
  draft: Selection;
  colour: PrimaryColour;
  labels?: { cancel?: string; apply?: string };
  onCancel: () => void;
  onApply: (span: DateSpan) => void;
}

/** Cancel and Apply under the calendars: the picked days apply only with Apply. */
export function DateRangeFooter({ draft, colour, labels: given, onCancel, onApply }: DateRangeFooterProps) {
  const labels = { ...DEFAULT_FOOTER_LABELS, ...given };
  return (
    <div className="mt-3 flex justify-end gap-2 border-t border-slate-200 pt-3">
      <button
        type="button"
        onClick={onCancel}
        className="h-9 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-900"
      >
        {labels.cancel}
      </button>
      <button
        type="button"
        disabled={!draft.start || !draft.end}
        onClick={() => draft.start && draft.end && onApply({ start: draft.start, end: draft.end })}
        style={solidFill(colour)}
        className="h-9 rounded-lg px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-50"
      >
        {labels.apply}
      </button>
    </div>
  );
}
