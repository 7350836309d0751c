import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface TagsInputProps {
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  max: number;
  error?: string;
  /** An example tag, e.g. 'e.g. ankara'. */
  placeholder?: string;
}

/** Words buyers search by: type one and press Enter (or Add); each tag has a remove button. */
export function TagsInput({ label, value, onChange, max, error, placeholder }: TagsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (!value.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setDraft('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              add();
            }
          }}
          disabled={value.length >= max}
          placeholder={placeholder}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim() || value.length >= max}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Press Enter after each tag; up to {max}.
      </p>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Added ${label.toLowerCase()}`}>
          {value.map((tag) => (
            <li key={tag}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand-800 ring-1 ring-brand-200 ring-inset">
                {tag}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((existing) => existing !== tag))}
                  aria-label={`Remove tag ${tag}`}
                  className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
