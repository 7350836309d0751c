import { z } from 'zod';
import { timestamp } from '../timestamp.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { moneyInput } from '../money.ts';
import { multiLineText, singleLineText } from '../text.ts';
import { editableRecordFields } from '../record-version.ts';

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const MAX_GALLERY_IMAGES = 10;
export const MAX_TAGS = 20;
export const MAX_VARIATIONS = 5;
export const MAX_VARIATION_OPTIONS = 50;

export const productMessages = {
  limitReached: (max: number) =>
    `You can have at most ${max.toLocaleString('en-US')} products. Delete products you no longer sell to add new ones.`,
  fetchedAll: 'Fetched products successfully',
  fetchedOfCategory: (category: string) => `Fetched products of "${category}" successfully`,
  fetchedOfCategoryWithName: (category: string, name: string) =>
    `Fetched products of "${category}" with name "${name}" successfully`,
  fetchedOne: 'Fetched product successfully',
  created: 'Product created successfully',
  updated: 'Product updated successfully',
  deletedOne: 'Product deleted successfully',
  deletedMany: 'Products deleted successfully',
  published: 'Products updated successfully',
  notFound: 'Product not found',
  someNotFound: 'One or more products were not found. Nothing was changed.',
  skuTaken: 'A product with this SKU already exists',
  unknownCategory: 'Select a valid category',
  unknownSubCategory: 'Select a valid subcategory of the category',
  imageNotYours: 'Choose an image you have uploaded',
  originalBelowPrice: 'Original price must not be less than the price',
  /** docs/product/catalogue.md#product-list: the toggle used on an unselected row while rows are selected (a web rule). */
  toggleOnlySelected: 'Please only click on the toggle beside a selected item.',
  createFallback: 'Could not create products. Try again later.',
  editFallback: 'Could not edit this product. Try again later.',
  getFallback: 'Could not get product. Try again later.',
  listFallback: 'Could not get products. Try again later.',
} as const;

/** SKUs are identifiers: letters, digits, dot, hyphen, underscore; stored upper-case, unique per merchant. */
export const skuField = singleLineText()
  .trim()
  .toUpperCase()
  .min(1, 'SKU is required')
  .max(64, 'SKU must be at most 64 characters')
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, 'SKU may only contain letters, digits, dot, hyphen and underscore');

export const productStatusField = z.enum(PRODUCT_STATUSES, { error: 'Status must be ACTIVE or INACTIVE' });
export const unitsField = z
  .number({ error: 'Units must be a number' })
  .int('Units must be a whole number')
  .min(0, 'Units must not be negative')
  .max(100_000_000, 'Units is too large');
/** The units at or below which the merchant is alerted that stock is low. */
export const lowStockThresholdField = z
  .number({ error: 'Low-stock alert must be a number' })
  .int('Low-stock alert must be a whole number')
  .min(0, 'Low-stock alert must not be negative')
  .max(100_000_000, 'Low-stock alert is too large');
const measure = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(100_000, `${label} is too large`);
const optionalText = (label: string, max: number, text = singleLineText) =>
  text().trim().max(max, `${label} must be at most ${max} characters`);
/** A reference to one of the caller's own image uploads: its secure_url or its public_id. */
export const uploadRefField = singleLineText().trim().min(1, 'Choose an image').max(500);
export const tagsField = z
  .array(
    singleLineText().trim().min(1, 'A tag cannot be empty').max(40, 'A tag must be at most 40 characters'),
  )
  .max(MAX_TAGS, `At most ${MAX_TAGS} tags`);

/** Weight in kilograms, dimensions in centimetres. */
export const dimensionSchema = z.object({
  height: measure('Height'),
  width: measure('Width'),
  length: measure('Length'),
});
export type Dimension = z.infer<typeof dimensionSchema>;

export const variationOptionInput = z.object({
  value: singleLineText()
    .trim()
    .min(1, 'Enter the option')
    .max(60, 'An option must be at most 60 characters'),
  sku: skuField.optional(),
  units: unitsField.optional(),
  price: moneyInput({ label: 'Option price' }).optional(),
});

const distinct = (values: string[]) => new Set(values.map((v) => v.toLowerCase())).size === values.length;

export const variationInput = z.object({
  name: singleLineText()
    .trim()
    .min(1, 'Enter the variation name')
    .max(40, 'A variation name must be at most 40 characters'),
  options: z
    .array(variationOptionInput)
    .min(1, 'Add at least one option')
    .max(MAX_VARIATION_OPTIONS, `At most ${MAX_VARIATION_OPTIONS} options`)
    .refine((options) => distinct(options.map((o) => o.value)), 'Options of a variation must be different'),
});

export const variationsField = z
  .array(variationInput)
  .max(MAX_VARIATIONS, `At most ${MAX_VARIATIONS} variations`)
  .refine((list) => distinct(list.map((v) => v.name)), 'Variation names must be different');

/** The fields of a product a merchant writes; prices in major units (see money.ts). */
export const productFields = z.object({
  name: singleLineText()
    .trim()
    .min(2, 'Product name must be at least 2 characters')
    .max(120, 'Product name must be at most 120 characters'),
  sku: skuField.optional(),
  description: optionalText('Description', 5000, multiLineText).optional(),
  caption: optionalText('Caption', 200).optional(),
  brand: optionalText('Brand', 80).optional(),
  productType: optionalText('Product type', 40).optional(),
  category: singleLineText().trim().min(1, 'Select a category').max(100),
  subCategory: optionalText('Subcategory', 100).optional(),
  price: moneyInput({ label: 'Price' }),
  original_price: moneyInput({ label: 'Original price' }).nullable().optional(),
  units: unitsField,
  low_stock_threshold: lowStockThresholdField.nullable().optional(),
  status: productStatusField.optional(),
  image: uploadRefField.nullable().optional(),
  gallery_image: z
    .array(uploadRefField)
    .max(MAX_GALLERY_IMAGES, `At most ${MAX_GALLERY_IMAGES} gallery images`)
    .optional(),
  tags: tagsField.optional(),
  variation: variationsField.optional(),
  weight: measure('Weight').nullable().optional(),
  dimension: dimensionSchema.nullable().optional(),
});

/** The rule that needs two fields; the server applies it again after merging a partial update. */
export const originalPriceIsValid = (price: number, originalPrice: number | null | undefined) =>
  originalPrice == null || originalPrice >= price;

export const productCreateBody = productFields.superRefine((value, ctx) => {
  if (!originalPriceIsValid(value.price, value.original_price)) {
    ctx.addIssue({ code: 'custom', path: ['original_price'], message: productMessages.originalBelowPrice });
  }
});
export const productUpdateBody = productFields.partial();
export type ProductCreateBody = z.infer<typeof productCreateBody>;
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

const upperOrEmpty = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const searchText = singleLineText().trim().max(100, 'Search text must be at most 100 characters');

/**
 * GET /v1/products. `status` empty means all (docs/product/catalogue.md#product-list); `identifier` + `searchText` is the docs/product/catalogue.md#calls
 * "search by identifier": name (contains, trigram index) or sku (prefix).
 */
export const productListQuery = pageQuery.extend({
  status: z
    .preprocess(
      upperOrEmpty,
      z.enum(['', ...PRODUCT_STATUSES], { error: 'Status must be ACTIVE or INACTIVE' }),
    )
    .optional(),
  category: searchText.optional(),
  name: searchText.optional(),
  sku: searchText.optional(),
  identifier: z.enum(['name', 'sku'], { error: 'identifier must be name or sku' }).optional(),
  searchText: searchText.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productIdsBody = z.object({
  productId: z.union([
    singleLineText(),
    z.array(singleLineText()).min(1, 'Select at least one product').max(500),
  ]),
});
/** PATCH /v1/products/publish: switches each product ACTIVE⇄INACTIVE, or sets `status` on all of them. */
export const publishBody = productIdsBody.extend({ status: productStatusField.optional() });

export const variationOptionSchema = z.object({
  value: z.string(),
  sku: z.string(),
  units: z.number().int().nullable(),
  price: z.number().nullable(),
});
export const variationSchema = z.object({ name: z.string(), options: z.array(variationOptionSchema) });

/** docs/product/catalogue.md#product-fields, with `thumbnail` (list rows) and `srcset` (responsive widths) of the main image. */
export const productSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  srcset: z.string().nullable(),
  gallery_image: z.array(z.string()),
  categories: z.array(z.object({ title: z.string() })),
  category: z.string(),
  subCategory: z.string().nullable(),
  price: z.number(),
  original_price: z.number().nullable(),
  discount_percent: z.number(),
  currency: z.string(),
  units: z.number().int(),
  /** Units at or below which the merchant is alerted; null: no alert. */
  low_stock_threshold: z.number().int().nullable(),
  status: productStatusField,
  brand: z.string().nullable(),
  caption: z.string().nullable(),
  description: z.string(),
  productType: z.string().nullable(),
  rating: z.number(),
  numReviews: z.number().int(),
  reviews: z.array(
    z.object({ name: z.string(), rating: z.number(), comment: z.string(), createdAt: timestamp }),
  ),
  tags: z.array(z.string()),
  variation: z.array(variationSchema),
  userId: z.string(),
  weight: z.number().nullable(),
  dimension: dimensionSchema.nullable(),
  ...editableRecordFields,
});
export type Product = z.infer<typeof productSchema>;

/**
 * GET /v1/products: a page of products. A name or SKU search counts its matches up to SEARCH_TOTAL_CAP;
 * `totalCapped` says there are more than that (the total is then the cap), so exactly the cap is not "100+".
 */
export const productListPage = paginated(productSchema).extend({ totalCapped: z.boolean() });
export type ProductListPage = z.infer<typeof productListPage>;
