import type { SavedView } from '@oja/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import type { useSavedViews } from './use-saved-views';

interface SavedViewsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saved: ReturnType<typeof useSavedViews>;
}

/** Saves the list as it is now under a name, and renames or deletes the saved views. */
export function SavedViewsDialog({ open, onOpenChange, saved }: SavedViewsDialogProps) {
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const views = saved.views.data ?? [];

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    saved.save.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const onRename = (event: FormEvent) => {
    event.preventDefault();
    if (renaming) saved.rename.mutate(renaming, { onSuccess: () => setRenaming(null) });
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Saved views"
        description="A view keeps this list's filters, search, tab and sort under a name."
      >
        <form onSubmit={onSave} className="flex items-end gap-2">
          <TextField
            label="Save the list as it is now"
            placeholder="e.g. Low stock fashion"
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
            className="flex-1"
          />
          <Button type="submit" isLoading={saved.save.isPending} disabled={name.trim() === ''}>
            Save view
          </Button>
        </form>
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Your saved views">
          {views.map((view) =>
            renaming?.id === view.id ? (
              <li key={view.id} className="py-2">
                <form onSubmit={onRename} className="flex items-end gap-2">
                  <TextField
                    label={`New name for ${view.name}`}
                    value={renaming.name}
                    maxLength={60}
                    onChange={(event) => setRenaming({ id: view.id, name: event.target.value })}
                    className="flex-1"
                  />
                  <Button type="submit" size="sm" isLoading={saved.rename.isPending}>
                    Rename
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                    Cancel
                  </Button>
                </form>
              </li>
            ) : (
              <li key={view.id} className="flex flex-wrap items-center gap-2 py-2">
                <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{view.name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    saved.apply(view);
                    onOpenChange(false);
                  }}
                >
                  Show
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRenaming({ id: view.id, name: view.name })}
                >
                  Rename
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(view)}>
                  Delete
                </Button>
              </li>
            ),
          )}
        </ul>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={`Delete the view "${deleting?.name ?? ''}"?`}
        description="The list itself is not changed; only this saved view goes."
        confirmLabel="Delete view"
        variant="danger"
        isLoading={saved.remove.isPending}
        onConfirm={() => deleting && saved.remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </>
  );
}
