import { isMoneyText, majorToMoneyText } from '@/components/money-input/money-text';
import type { InvoiceFormValues } from './invoice-form-values';

/**
 * Where the preview came from: the add form, or the edit form of a draft with the version it was opened
 * on (kept through the preview round trip, so the save still names it; decision 019).
 */
export type PreviewSource =
  { kind: 'new' } | { kind: 'edit'; id: string; invoiceNumber?: string; version?: number };

export interface StoredPreview {
  source: PreviewSource;
  values: InvoiceFormValues;
}

/**
 * The form's state handed to /invoice/preview, kept in sessionStorage so that reloading the preview (or
 * coming back to the form from it) keeps it; it stays in this tab only and is cleared once saved.
 */
export const PREVIEW_STORAGE_KEY = 'oja.invoice-preview';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isStoredPreview = (value: unknown): value is StoredPreview =>
  isRecord(value) &&
  isRecord(value.source) &&
  (value.source.kind === 'new' || (value.source.kind === 'edit' && typeof value.source.id === 'string')) &&
  isRecord(value.values) &&
  Array.isArray(value.values.products);

export const savePreview = (preview: StoredPreview) => {
  try {
    sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(preview));
  } catch {
    // Storage full or disabled: the preview page then shows its empty state.
  }
};

export const readPreview = (): StoredPreview | null => {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PREVIEW_STORAGE_KEY) ?? 'null');
    return isStoredPreview(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const clearPreview = () => {
  try {
    sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
};

/** The version an edit's stored preview was opened on, when the preview belongs to `source`. */
export const previewVersionFor = (source: PreviewSource): number | undefined => {
  const stored = readPreview()?.source;
  if (stored?.kind !== 'edit' || source.kind !== 'edit' || stored.id !== source.id) return undefined;
  return typeof stored.version === 'number' ? stored.version : undefined;
};

/** The stored values when they belong to `source`, else null. */
export const previewValuesFor = (source: PreviewSource): InvoiceFormValues | null => {
  const stored = readPreview();
  if (!stored || stored.source.kind !== source.kind) return null;
  if (stored.source.kind === 'edit' && source.kind === 'edit' && stored.source.id !== source.id) return null;
  // JSON turns a number that was not filled in (NaN) into null; the form knows it as "empty".
  const orEmpty = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : undefined);
  // A price is money text; one stored as a number (or anything else) is read as that amount or as empty.
  const priceText = (price: unknown) =>
    typeof price === 'string' && isMoneyText(price, 2)
      ? price
      : majorToMoneyText(typeof price === 'number' && price >= 0 ? price : null);
  return {
    ...stored.values,
    products: stored.values.products.map((line) => ({
      ...line,
      quantity: orEmpty(line.quantity),
      price: priceText(line.price),
    })),
  };
};
