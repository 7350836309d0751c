import {
  CSV_LIST_SEPARATOR,
  csvMessages,
  fromMinor,
  type ImportIssue,
  parseDecimalText,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  REQUIRED_CSV_COLUMNS,
} from '@oja/contracts';
import type { ProductRow } from './product-mapper.ts';

export type CsvRecord = Partial<Record<ProductCsvColumn, string>>;

export const issue = (row: number, column: string, message: string): ImportIssue => ({
  row,
  column,
  message,
  path: `row ${row}.${column}`,
});

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula. Exported text cells get a leading
 * apostrophe (OWASP's advice), which the import removes again.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const guardCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unguardCell = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** Maps the header row to column positions; unknown and missing columns are issues of row 1. */
export function readHeader(header: string[]): {
  positions: Map<ProductCsvColumn, number>;
  issues: ImportIssue[];
} {
  const positions = new Map<ProductCsvColumn, number>();
  const issues: ImportIssue[] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    const column = PRODUCT_CSV_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column) {
      if (name) issues.push(issue(1, name, csvMessages.unknownColumn));
    } else if (!positions.has(column)) positions.set(column, index);
  });
  for (const column of REQUIRED_CSV_COLUMNS) {
    if (!positions.has(column)) issues.push(issue(1, column, csvMessages.missingColumn));
  }
  return { positions, issues };
}

export function toRecord(cells: string[], positions: Map<ProductCsvColumn, number>): CsvRecord {
  const record: CsvRecord = {};
  for (const [column, index] of positions) record[column] = unguardCell((cells[index] ?? '').trim());
  return record;
}

const NUMBER_COLUMNS = ['price', 'original_price', 'units', 'weight', 'height', 'width', 'length'] as const;
const list = (text: string | undefined) =>
  (text ?? '')
    .split(CSV_LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The create body a CSV row stands for, before validation: numbers parsed in plain decimal notation
 * (thousands separators allowed; no exponent or hexadecimal, see parseDecimalText), lists split on `|`,
 * the three dimensions joined, the variation JSON decoded.
 */
export function recordToBody(record: CsvRecord, row: number, issues: ImportIssue[]): Record<string, unknown> {
  const numbers: Partial<Record<(typeof NUMBER_COLUMNS)[number], number>> = {};
  for (const column of NUMBER_COLUMNS) {
    const text = record[column];
    if (!text) continue;
    const value = parseDecimalText(text);
    if (value !== null) numbers[column] = value;
    else issues.push(issue(row, column, `${column} must be a number`));
  }
  for (const column of ['price', 'units'] as const) {
    if (!record[column]) issues.push(issue(row, column, `${column} is required`));
  }
  const body: Record<string, unknown> = {
    name: record.name ?? '',
    category: record.category ?? '',
    price: numbers.price,
    units: numbers.units,
  };
  for (const column of [
    'sku',
    'description',
    'caption',
    'brand',
    'productType',
    'subCategory',
    'image',
  ] as const) {
    if (record[column]) body[column] = record[column];
  }
  if (record.status) body.status = record.status.toUpperCase();
  if (numbers.original_price !== undefined) body.original_price = numbers.original_price;
  if (numbers.weight !== undefined) body.weight = numbers.weight;
  if (record.tags) body.tags = list(record.tags);
  if (record.gallery_image) body.gallery_image = list(record.gallery_image);
  const { height, width, length } = numbers;
  if (height !== undefined || width !== undefined || length !== undefined) {
    body.dimension = { height, width, length };
  }
  if (record.variation) {
    try {
      body.variation = JSON.parse(record.variation);
    } catch {
      issues.push(issue(row, 'variation', 'Variation must be a JSON list of { name, options }'));
    }
  }
  return body;
}

/** The CSV column a validation path points at, e.g. dimension.height → height, tags.2 → tags. */
export function columnOf(path: PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'dimension') return second ?? 'height';
  return first ?? 'name';
}

/** One product as a CSV record in the column order of the template. */
export function productToCells(row: ProductRow): Record<ProductCsvColumn, string | number> {
  const text = (value: string | null) => guardCell(value ?? '');
  return {
    sku: text(row.sku),
    name: text(row.name),
    description: text(row.description),
    caption: text(row.caption),
    brand: text(row.brand),
    productType: text(row.productType),
    category: text(row.category),
    subCategory: text(row.subCategory),
    price: fromMinor(row.priceMinor),
    original_price: row.originalPriceMinor === null ? '' : fromMinor(row.originalPriceMinor),
    units: row.units,
    status: row.status,
    tags: text(row.tags.join(CSV_LIST_SEPARATOR)),
    weight: row.weight ?? '',
    height: row.dimension?.height ?? '',
    width: row.dimension?.width ?? '',
    length: row.dimension?.length ?? '',
    image: row.image ?? '',
    gallery_image: row.galleryImage.join(CSV_LIST_SEPARATOR),
    variation: row.variation.length
      ? JSON.stringify(
          row.variation.map((v) => ({
            name: v.name,
            options: v.options.map((o) => ({
              value: o.value,
              sku: o.sku,
              ...(o.units === null ? {} : { units: o.units }),
              ...(o.price === null ? {} : { price: fromMinor(o.price) }),
            })),
          })),
        )
      : '',
  };
}

/** The template's example row: every column filled the way the import reads it. */
export const TEMPLATE_EXAMPLE: Record<ProductCsvColumn, string> = {
  sku: 'ANK-001',
  name: 'Ankara wrap dress',
  description: 'Hand-made Ankara wrap dress, 100% cotton',
  caption: 'Bold prints for every occasion',
  brand: 'Adire House',
  productType: 'physical',
  category: 'Fashion',
  subCategory: 'Ankara & African Prints',
  price: '15000',
  original_price: '18000',
  units: '25',
  status: 'ACTIVE',
  tags: 'ankara|dress|women',
  weight: '0.4',
  height: '3',
  width: '30',
  length: '40',
  image: '',
  gallery_image: '',
  variation: '[{"name":"Size","options":[{"value":"M","units":10},{"value":"L","units":15}]}]',
};
