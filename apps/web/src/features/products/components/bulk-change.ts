import { type BulkChange, bulkChange } from '@oja/contracts';

/** The one change the bulk edit form asks for, and how its value is typed. */
export const CHANGE_KINDS = [
  {
    value: 'price-percent',
    label: 'Change price by %',
    input: 'number',
    hint: 'e.g. 10 to raise by 10 %, -15 for a sale',
  },
  { value: 'price-set', label: 'Set price (₦)', input: 'number', hint: 'The new price of every product' },
  {
    value: 'units-adjust',
    label: 'Add to stock',
    input: 'number',
    hint: 'A negative number takes units away',
  },
  { value: 'units-set', label: 'Set stock', input: 'number', hint: 'The units every product will have' },
  { value: 'status', label: 'Set status', input: 'status', hint: 'Inactive products are hidden from buyers' },
  { value: 'category', label: 'Move to category', input: 'category', hint: 'Their subcategory is cleared' },
  { value: 'tags-add', label: 'Add a tag', input: 'text', hint: 'Added to every product once' },
  { value: 'tags-remove', label: 'Remove a tag', input: 'text', hint: 'Taken off every product that has it' },
  {
    value: 'threshold',
    label: 'Set low-stock alert',
    input: 'number',
    hint: 'You are alerted when stock falls to this; empty turns it off',
  },
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number]['value'];

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(/[₦,\s]/g, '')));

function draftOf(kind: ChangeKind, text: string): unknown {
  const value = text.trim();
  switch (kind) {
    case 'price-percent':
      return { price: { percent: number(value) } };
    case 'price-set':
      return { price: { set: number(value) } };
    case 'units-adjust':
      return { units: { adjust: number(value) } };
    case 'units-set':
      return { units: { set: number(value) } };
    case 'status':
      return { status: value };
    case 'category':
      return { category: value };
    case 'tags-add':
      return { tags: { add: [value], remove: [] } };
    case 'tags-remove':
      return { tags: { add: [], remove: [value] } };
    case 'threshold':
      return { low_stock_threshold: value === '' ? null : number(value) };
  }
}

/** The change as the API takes it, or the first problem with what was typed. */
export function toBulkChange(kind: ChangeKind, text: string): { change: BulkChange } | { error: string } {
  const parsed = bulkChange.safeParse(draftOf(kind, text));
  if (parsed.success) return { change: parsed.data };
  const issue = parsed.error.issues[0];
  return { error: issue?.code === 'invalid_type' ? 'Enter a value' : (issue?.message ?? 'Enter a value') };
}
