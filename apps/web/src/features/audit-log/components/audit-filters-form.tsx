import type { AuditFilters } from '@oja/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

const FIELDS = [
  { name: 'actor', label: 'Person', placeholder: 'Name, email or key' },
  { name: 'action', label: 'Action', placeholder: 'e.g. product.update' },
  { name: 'objectType', label: 'Object', placeholder: 'e.g. product' },
] as const;

/** The audit log's filters: typed freely, applied together with Apply (or cleared). */
export function AuditFiltersForm({
  filters,
  onApply,
}: {
  filters: AuditFilters;
  onApply: (next: AuditFilters) => void;
}) {
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const set = (name: keyof AuditFilters, value: string) =>
    setDraft((d) => ({ ...d, [name]: value || undefined }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the audit log"
      className="grid grid-cols-1 gap-3 px-5 py-4 sm:grid-cols-2 xl:grid-cols-6 xl:items-end"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          placeholder={field.placeholder}
          value={draft[field.name] ?? ''}
          onChange={(event) => set(field.name, event.target.value)}
        />
      ))}
      <TextField
        label="From"
        type="date"
        value={draft.from ?? ''}
        onChange={(e) => set('from', e.target.value)}
      />
      <TextField label="To" type="date" value={draft.to ?? ''} onChange={(e) => set('to', e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button type="button" variant="secondary" onClick={clear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
