import type { PlaceSuggestion } from '@oja/contracts';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { MIN_SEARCH_LENGTH, usePlaceSuggestions } from '../api/search-places';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useNearbyPlace } from './use-nearby-place';

export const SEARCH_DEBOUNCE_MS = 300;

interface AddressSearchProps {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  /** The user typed: whatever was picked before no longer holds. */
  onTextChange: (text: string) => void;
  onPick: (suggestion: PlaceSuggestion) => void;
  onBlur: () => void;
  busy?: boolean;
}

/**
 * The address combobox: suggestions from /api/maps as the user types (debounced), and the browser's
 * own position as the first suggestion before anything is typed. An address counts only once picked.
 */
export function AddressSearch({
  label,
  value,
  error,
  hint,
  onTextChange,
  onPick,
  onBlur,
  busy,
}: AddressSearchProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= MIN_SEARCH_LENGTH;
  const suggestions = usePlaceSuggestions(query);
  const nearby = useNearbyPlace();
  const items: PlaceSuggestion[] = searching ? (suggestions.data ?? []) : nearby ? [nearby] : [];
  const expanded = open && items.length > 0;
  const noMatch =
    open && searching && suggestions.isSuccess && !suggestions.isPlaceholderData && items.length === 0;

  const pick = (item: PlaceSuggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && expanded && items[active]) {
      event.preventDefault();
      pick(items[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Close the list, not the dialog around the form.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            {...control}
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            placeholder="Start typing your street and city"
            value={value}
            className="pr-9 pl-9"
            onChange={(event) => {
              setOpen(true);
              setActive(-1);
              onTextChange(event.target.value);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              onBlur();
            }}
            onKeyDown={onKeyDown}
          />
          {busy || (searching && suggestions.isFetching) ? (
            <span className="absolute top-1/2 right-3 -translate-y-1/2 text-brand-700">
              <Spinner label="Searching addresses" />
            </span>
          ) : null}
          <ul
            id={listId}
            role="listbox"
            aria-label="Address suggestions"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-10 mt-1 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {items.map((item, index) => {
              const isNearby = !searching;
              const Icon = isNearby ? LocateFixed : MapPin;
              return (
                <li
                  key={item.place_id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Keep the focus in the input so that its blur does not close the list before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(item)}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50',
                    index === active && 'bg-brand-50',
                  )}
                >
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                  <span>
                    {isNearby ? <span className="block text-xs text-slate-600">Near you</span> : null}
                    {item.description}
                  </span>
                </li>
              );
            })}
          </ul>
          {noMatch ? (
            <p role="status" className="mt-1 text-xs text-slate-600">
              No address found. Try the street and the city.
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}
