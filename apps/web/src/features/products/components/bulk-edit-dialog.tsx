import type { BulkEditBody, BulkEditResult, BulkPreview } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { useIdempotencyKey } from '@/lib/idempotency-key';
import { applyBulkEdit, useBulkEditWrite, usePreviewBulkEdit } from '../api/bulk-edit';
import { useProductCategories } from '../api/get-product-categories';
import { CHANGE_KINDS, type ChangeKind, toBulkChange } from './bulk-change';
import { BulkPreviewTable } from './bulk-preview-table';

interface BulkEditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: BulkEditBody['target'];
  /** Which products, in words: '3 selected products', 'all 500 products in this view'. */
  targetLabel: string;
  onApplied: (result: BulkEditResult) => void;
}

const STATUSES = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
];

/** Bulk edit: choose one change, see what it does to the products (preview), then apply it to all of them. */
export function BulkEditDialog({ open, onOpenChange, target, targetLabel, onApplied }: BulkEditDialogProps) {
  const [kind, setKind] = useState<ChangeKind>('price-percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [preview, setPreview] = useState<{ body: BulkEditBody; result: BulkPreview } | null>(null);
  const previewing = usePreviewBulkEdit();
  const apply = useBulkEditWrite(applyBulkEdit);
  const idempotency = useIdempotencyKey();
  const categories = useProductCategories();
  const spec = CHANGE_KINDS.find((k) => k.value === kind)!;

  const close = (next: boolean) => {
    if (!next) {
      setPreview(null);
      setValue('');
      setError('');
      idempotency.reset();
    }
    onOpenChange(next);
  };
  const onPreview = () => {
    const parsed = toBulkChange(kind, value);
    if ('error' in parsed) return setError(parsed.error);
    setError('');
    const body = { target, change: parsed.change };
    previewing.mutate(body, { onSuccess: (result) => setPreview({ body, result }) });
  };
  const onApply = () => {
    if (!preview) return;
    apply.mutate(
      { body: preview.body, key: idempotency.keyFor(preview.body) },
      {
        onSuccess: (result) => {
          onApplied(result);
          close(false);
        },
      },
    );
  };

  const field = (() => {
    if (spec.input === 'status' || spec.input === 'category') {
      const options =
        spec.input === 'status'
          ? STATUSES
          : (categories.data ?? []).map((c) => ({ value: c.title, label: c.title }));
      return (
        <SelectField
          label={spec.label}
          hint={spec.hint}
          error={error}
          placeholder="Choose…"
          options={options}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    return (
      <TextField
        label={spec.label}
        hint={spec.hint}
        error={error}
        inputMode={spec.input === 'number' ? 'decimal' : 'text'}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    );
  })();

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Bulk edit"
      description={
        preview
          ? `${preview.result.count} product${preview.result.count === 1 ? '' : 's'} will change. The first ones:`
          : `Change ${targetLabel} at once. You will see what changes before anything is saved.`
      }
      className="max-w-2xl"
      footer={
        preview ? (
          <>
            <Button variant="secondary" onClick={() => setPreview(null)}>
              Back
            </Button>
            <Button isLoading={apply.isPending} disabled={preview.result.refusedCount > 0} onClick={onApply}>
              Apply to {preview.result.count} product{preview.result.count === 1 ? '' : 's'}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button isLoading={previewing.isPending} onClick={onPreview}>
              Preview
            </Button>
          </>
        )
      }
    >
      {preview ? (
        <BulkPreviewTable preview={preview.result} />
      ) : (
        <div className="space-y-4">
          <SelectField
            label="What to change"
            options={CHANGE_KINDS.map(({ value: v, label }) => ({ value: v, label }))}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ChangeKind);
              setValue('');
              setError('');
            }}
          />
          {field}
        </div>
      )}
    </Dialog>
  );
}
