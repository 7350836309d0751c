import type { ReactNode } from 'react';

/** The form's actions, kept in view at the bottom of the screen. */
export function ProductFormFooter({ note, children }: { note?: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
      {note ? <p className="mr-auto text-sm text-slate-600">{note}</p> : null}
      {children}
    </div>
  );
}
