import { emitEvent } from '../webhooks/index.ts';
import {
  fromMinor,
  originalPriceIsValid,
  type Product,
  type ProductCreateBody,
  productMessages,
  type ProductStatus,
  type ProductUpdateBody,
  toMinor,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, conflict, type FieldIssue, invalid } from '../../lib/app-error.ts';
import { assertRoomFor, type RecordCap } from '../../lib/record-cap.ts';
import { type ProductRow, toProduct } from './product-mapper.ts';
import {
  loadReferenceContext,
  type ReferenceContext,
  resolveCategory,
  resolveGallery,
  resolveImage,
} from './product-references.ts';
import { type ProductInsert, productRepository } from './product-repository.ts';
import { buildVariations, generateSku } from './sku.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';
import { isUuid } from '../../lib/db/query-input.ts';

const SKU_INDEX = 'products_merchant_sku';
const GENERATED_SKU_ATTEMPTS = 5;

const productNotFound = () => new AppError('NOT_FOUND', productMessages.notFound);
const someNotFound = () => new AppError('NOT_FOUND', productMessages.someNotFound);

export async function getProduct(db: Executor, merchantId: string, id: string): Promise<Product> {
  const row = isUuid(id) ? await productRepository.findById(db, merchantId, id) : undefined;
  if (!row) throw productNotFound();
  return toProduct(row);
}

export async function getProductBySku(db: Executor, merchantId: string, sku: string): Promise<Product> {
  const row = await productRepository.findBySku(db, merchantId, sku.trim().toUpperCase());
  if (!row) throw productNotFound();
  return toProduct(row);
}

/** The stored form of a validated create body whose references are resolved; issues collect what is wrong. */
export function toInsert(
  merchantId: string,
  body: ProductCreateBody,
  sku: string,
  ctx: ReferenceContext,
  issues: FieldIssue[],
): ProductInsert {
  const { category, subCategory } = resolveCategory(ctx, body.category, body.subCategory, issues);
  const image = resolveImage(ctx, body.image ?? null, issues);
  const galleryImage = resolveGallery(ctx, body.gallery_image ?? [], issues);
  const { variations, issues: variationIssues } = buildVariations(body.variation ?? [], sku);
  issues.push(...variationIssues);
  return {
    merchantId,
    sku,
    name: body.name,
    description: body.description ?? '',
    caption: body.caption || null,
    brand: body.brand || null,
    productType: body.productType || null,
    category,
    subCategory,
    priceMinor: toMinor(body.price),
    originalPriceMinor: body.original_price == null ? null : toMinor(body.original_price),
    units: body.units,
    lowStockThreshold: body.low_stock_threshold ?? null,
    status: body.status ?? 'ACTIVE',
    ...image,
    galleryImage,
    tags: [...new Set(body.tags ?? [])],
    variation: variations,
    weight: body.weight ?? null,
    dimension: body.dimension ?? null,
  };
}

/** PRODUCTS_PER_MERCHANT: how many products one merchant may hold. */
export const productCap = (max: number): RecordCap => ({
  kind: 'products',
  max,
  count: productRepository.countAll,
  message: productMessages.limitReached,
});

/**
 * Creates a product within the merchant's cap (409 past it). Each insert attempt is a transaction of its
 * own (a savepoint when `db` is already one, as under an Idempotency-Key), so a generated SKU that
 * collided can be drawn again.
 */
export async function createProduct(
  db: Executor,
  merchantId: string,
  body: ProductCreateBody,
  cap: RecordCap,
): Promise<Product> {
  const ctx = await loadReferenceContext(db, merchantId, [body]);
  for (let attempt = 1; ; attempt++) {
    const issues: FieldIssue[] = [];
    const values = toInsert(merchantId, body, body.sku ?? generateSku(body.name), ctx, issues);
    if (issues.length > 0) invalid(issues);
    try {
      return await db.transaction(async (tx) => {
        await assertRoomFor(tx, merchantId, 1, cap);
        return toProduct(await productRepository.insert(tx, values));
      });
    } catch (error) {
      if (!isUniqueViolation(error, SKU_INDEX)) throw error;
      // A generated SKU that collided is drawn again; a SKU the merchant chose is theirs to change.
      if (body.sku || attempt >= GENERATED_SKU_ATTEMPTS) throw conflict(productMessages.skuTaken);
    }
  }
}

/** Applies a partial update on the locked row; a field sent as null is cleared, one left out is kept. */
export async function updateProduct(
  db: Executor,
  merchantId: string,
  id: string,
  patch: ProductUpdateBody,
  version?: number,
): Promise<Product> {
  if (!isUuid(id)) throw productNotFound();
  try {
    return await db.transaction(async (tx) => {
      const row = await productRepository.findById(tx, merchantId, id, true);
      if (!row) throw productNotFound();
      const values = await mergeUpdate(tx, row, patch);
      const saved = await productRepository.update(tx, merchantId, id, values, version);
      if (!saved) throw productNotFound();
      const product = toProduct(saved);
      await emitEvent(tx, merchantId, 'product.updated', { ...product });
      return product;
    });
  } catch (error) {
    if (isUniqueViolation(error, SKU_INDEX)) throw conflict(productMessages.skuTaken);
    throw error;
  }
}

async function mergeUpdate(
  db: Executor,
  row: ProductRow,
  patch: ProductUpdateBody,
): Promise<Partial<ProductInsert>> {
  const issues: FieldIssue[] = [];
  const price = patch.price ?? fromMinor(row.priceMinor);
  const originalPrice =
    patch.original_price !== undefined
      ? patch.original_price
      : row.originalPriceMinor === null
        ? null
        : fromMinor(row.originalPriceMinor);
  if (!originalPriceIsValid(price, originalPrice))
    issues.push({ field: 'original_price', message: productMessages.originalBelowPrice });

  const ctx = await loadReferenceContext(db, row.merchantId, [
    { image: patch.image, gallery_image: patch.gallery_image },
  ]);
  const values: Partial<ProductInsert> = {};
  if (patch.category !== undefined || patch.subCategory !== undefined) {
    const subCategory =
      patch.subCategory !== undefined
        ? patch.subCategory
        : patch.category !== undefined
          ? null
          : row.subCategory;
    Object.assign(values, resolveCategory(ctx, patch.category ?? row.category, subCategory, issues));
  }
  if (patch.image !== undefined) Object.assign(values, resolveImage(ctx, patch.image, issues));
  if (patch.gallery_image !== undefined)
    values.galleryImage = resolveGallery(ctx, patch.gallery_image, issues);
  const sku = patch.sku ?? row.sku;
  if (patch.variation !== undefined) {
    const built = buildVariations(patch.variation, sku);
    issues.push(...built.issues);
    values.variation = built.variations;
  }
  if (issues.length > 0) invalid(issues);

  if (patch.sku !== undefined) values.sku = patch.sku;
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.caption !== undefined) values.caption = patch.caption || null;
  if (patch.brand !== undefined) values.brand = patch.brand || null;
  if (patch.productType !== undefined) values.productType = patch.productType || null;
  if (patch.price !== undefined) values.priceMinor = toMinor(patch.price);
  if (patch.original_price !== undefined)
    values.originalPriceMinor = patch.original_price === null ? null : toMinor(patch.original_price);
  if (patch.units !== undefined) values.units = patch.units;
  if (patch.low_stock_threshold !== undefined) values.lowStockThreshold = patch.low_stock_threshold;
  if (patch.status !== undefined) values.status = patch.status;
  if (patch.tags !== undefined) values.tags = [...new Set(patch.tags)];
  if (patch.weight !== undefined) values.weight = patch.weight;
  if (patch.dimension !== undefined) values.dimension = patch.dimension;
  values.updatedAt = new Date();
  return values;
}

export async function deleteProduct(db: Executor, merchantId: string, id: string): Promise<void> {
  if (!isUuid(id) || (await productRepository.delete(db, merchantId, [id])) === 0) throw productNotFound();
}

const idList = (productId: string | string[]) => [
  ...new Set(Array.isArray(productId) ? productId : [productId]),
];

/** Deletes all of the products or none: one id that is missing or another merchant's leaves everything in place. */
export async function deleteProducts(
  db: Executor,
  merchantId: string,
  productId: string | string[],
): Promise<number> {
  const ids = idList(productId);
  if (!ids.every(isUuid)) throw someNotFound();
  return db.transaction(async (tx) => {
    const deleted = await productRepository.delete(tx, merchantId, ids);
    if (deleted !== ids.length) throw someNotFound();
    return deleted;
  });
}

/** Switches (or sets) the status of all of the products or none, under a row lock so concurrent toggles serialise. */
export async function publishProducts(
  db: Executor,
  merchantId: string,
  productId: string | string[],
  status?: ProductStatus,
): Promise<Product[]> {
  const ids = idList(productId);
  if (!ids.every(isUuid)) throw someNotFound();
  return db.transaction(async (tx) => {
    if ((await productRepository.lock(tx, merchantId, ids)) !== ids.length) throw someNotFound();
    return (await productRepository.setStatus(tx, merchantId, ids, status)).map(toProduct);
  });
}
