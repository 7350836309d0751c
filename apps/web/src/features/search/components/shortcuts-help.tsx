import { Dialog } from '@/components/ui/dialog';
import { shortcutList } from '../lib/shortcuts';

/** `?`: every keyboard shortcut of the dashboard. */
export function ShortcutsHelp({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Keyboard shortcuts"
      description="They work anywhere in the dashboard, except while you type in a field."
    >
      <dl className="divide-y divide-slate-200 text-sm">
        {shortcutList.map(({ keys, label }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-slate-800">{label}</dt>
            <dd className="flex shrink-0 gap-1">
              {keys.map((key, i) => (
                <kbd
                  key={i}
                  className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-800"
                >
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
