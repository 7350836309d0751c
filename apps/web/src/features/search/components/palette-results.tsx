import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { SEARCH_FALLBACK } from '../api/search';
import { grouped, type PaletteItem } from '../lib/palette-items';

interface PaletteResultsProps {
  listId: string;
  items: PaletteItem[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (item: PaletteItem) => void;
  text: string;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The listbox of the palette, one labelled group per kind, then what the search is doing. */
export function PaletteResults(props: PaletteResultsProps) {
  const { listId, items, active, optionId, onHover, onChoose, text, pending, failed, onRetry } = props;
  let index = -1;
  return (
    <div className="max-h-[60vh] flex-1 overflow-y-auto px-2 py-2 max-sm:max-h-none">
      <div role="listbox" id={listId} aria-label="Results">
        {grouped(items).map(({ group, items: rows }) => (
          <div key={group} role="group" aria-label={group} className="py-1">
            <div aria-hidden="true" className="px-2 py-1 text-xs font-semibold text-slate-600 uppercase">
              {group}
            </div>
            {rows.map((item) => {
              const at = ++index;
              return (
                <div
                  key={item.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  onMouseMove={() => onHover(at)}
                  onClick={() => onChoose(item)}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-md px-2 py-2 text-sm',
                    at === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800',
                  )}
                >
                  <span className="truncate font-medium">{item.label}</span>
                  {item.hint ? <span className="truncate text-xs text-slate-600">{item.hint}</span> : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <div role="status" className="px-2 py-2 text-sm text-slate-600">
        {pending ? (
          <span className="flex items-center gap-2">
            <Spinner className="size-4" /> Searching…
          </span>
        ) : failed ? null : text && !items.length ? (
          <>No results for “{text}”</>
        ) : null}
      </div>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 px-2 pb-2 text-sm text-red-700">
          {SEARCH_FALLBACK}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </div>
  );
}
