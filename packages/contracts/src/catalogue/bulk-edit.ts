import { z } from 'zod';
import { moneyInput } from '../money.ts';
import { singleLineText } from '../text.ts';
import {
  lowStockThresholdField,
  productListQuery,
  productStatusField,
  tagsField,
  unitsField,
} from './products.ts';

/** The most products one bulk edit changes (decision 050). */
export const BULK_EDIT_MAX = 10_000;
/** How many rows a preview shows before → after, and how many refused rows it names. */
export const BULK_PREVIEW_ROWS = 20;

export const bulkEditMessages = {
  previewed: 'Bulk edit previewed',
  applied: 'Bulk edit applied',
  undone: 'Bulk edit undone',
  nothingToChange: 'Choose at least one change',
  nothingMatched: 'No products match this selection',
  tooMany: (max: number) =>
    `At most ${max.toLocaleString('en-NG')} products can be changed at once; narrow the filter`,
  refused: (n: number) => `${n} product${n === 1 ? '' : 's'} cannot take this change; nothing was changed`,
  negativeStock: 'Stock would go below zero',
  aboveOriginalPrice: 'Price would be above the original price',
  unknownCategory: 'Choose one of the listed categories',
  notFound: 'Bulk edit not found',
  alreadyUndone: 'This bulk edit was already undone',
  changedSince: (n: number) =>
    `${n} product${n === 1 ? ' was' : 's were'} changed after this edit, so it cannot be undone`,
} as const;

/** Which products: the ones picked, or every product matching the list's filters (across pages). */
export const bulkTarget = z.union([
  z.object({
    productId: z
      .array(singleLineText())
      .min(1, 'Select at least one product')
      .max(BULK_EDIT_MAX, bulkEditMessages.tooMany(BULK_EDIT_MAX)),
  }),
  z.object({
    filter: productListQuery.pick({
      status: true,
      category: true,
      name: true,
      sku: true,
      identifier: true,
      searchText: true,
    }),
  }),
]);

const percent = z
  .number({ error: 'Percentage must be a number' })
  .min(-100, 'A price cannot fall by more than 100%')
  .max(1000, 'A price cannot rise by more than 1000%')
  .refine((n) => Number.isInteger(n * 100), 'Use at most two decimal places');

/** What to change; every field left out is kept. Prices in major units. */
export const bulkChange = z
  .object({
    price: z.union([z.object({ set: moneyInput({ label: 'Price' }) }), z.object({ percent })]).optional(),
    units: z
      .union([
        z.object({ set: unitsField }),
        z.object({
          adjust: z
            .number({ error: 'Stock change must be a number' })
            .int('Stock change must be a whole number')
            .min(-100_000_000)
            .max(100_000_000),
        }),
      ])
      .optional(),
    status: productStatusField.optional(),
    category: singleLineText().trim().min(1, 'Select a category').max(100).optional(),
    tags: z.object({ add: tagsField.default([]), remove: tagsField.default([]) }).optional(),
    low_stock_threshold: lowStockThresholdField.nullable().optional(),
  })
  .refine((c) => Object.values(c).some((v) => v !== undefined), bulkEditMessages.nothingToChange);
export type BulkChange = z.infer<typeof bulkChange>;

export const bulkEditBody = z.object({ target: bulkTarget, change: bulkChange });
export type BulkEditBody = z.infer<typeof bulkEditBody>;

/** The fields a bulk edit may change, as the API shows them. */
export const bulkFields = z.object({
  price: z.number(),
  units: z.number().int(),
  status: productStatusField,
  category: z.string(),
  tags: z.array(z.string()),
  low_stock_threshold: z.number().int().nullable(),
});
export type BulkFields = z.infer<typeof bulkFields>;

const rowRef = { id: z.string(), name: z.string(), sku: z.string() };

/** POST /v1/products/bulk/preview: how many would change, the first rows before → after, and the refused. */
export const bulkPreview = z.object({
  count: z.number().int(),
  rows: z.array(z.object({ ...rowRef, before: bulkFields, after: bulkFields })),
  refusedCount: z.number().int(),
  refused: z.array(z.object({ ...rowRef, reason: z.string() })),
});
export type BulkPreview = z.infer<typeof bulkPreview>;

/** POST /v1/products/bulk and its undo. */
export const bulkEditResult = z.object({
  id: z.string(),
  count: z.number().int(),
  undone: z.boolean(),
});
export type BulkEditResult = z.infer<typeof bulkEditResult>;
