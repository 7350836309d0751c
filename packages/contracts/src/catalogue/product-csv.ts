import { z } from 'zod';

/**
 * The columns of the product CSV, in order, for the template, the export and the import. Lists
 * (tags, gallery_image) are separated by `|`; `variation` is the JSON of the variation list.
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'caption',
  'brand',
  'productType',
  'category',
  'subCategory',
  'price',
  'original_price',
  'units',
  'status',
  'tags',
  'weight',
  'height',
  'width',
  'length',
  'image',
  'gallery_image',
  'variation',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS: readonly ProductCsvColumn[] = ['name', 'category', 'price', 'units'];
export const MAX_IMPORT_ROWS = 5000;
export const CSV_LIST_SEPARATOR = '|';

export const csvMessages = {
  imported: (count: number) => `Imported ${count} product${count === 1 ? '' : 's'} successfully`,
  failed: (rows: number) =>
    `${rows} row${rows === 1 ? ' has' : 's have'} errors. Nothing was imported; fix them and upload the file again.`,
  empty: 'The file has no product rows',
  tooManyRows: `A file can hold at most ${MAX_IMPORT_ROWS} products`,
  notCsv: 'Upload a CSV file',
  unreadable: 'The file could not be read as CSV',
  unknownColumn: 'Unknown column',
  missingColumn: 'Missing column',
  duplicateSkuInFile: (row: number) => `This SKU is also used on row ${row}`,
} as const;

/**
 * One problem of an import. `row` is the spreadsheet row number (the header is row 1, the first
 * product row 2); `path` repeats it for the error envelope's errors[].
 */
export const importIssueSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
  path: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importResultSchema = z.object({ imported: z.number().int() });
