import { productMessages } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { type CategoryIndex, loadCategories } from '../categories/index.ts';
import { findOwnUploads, srcsetOf, type UploadRow } from '../uploads/index.ts';
import { type FieldIssue } from '../../lib/app-error.ts';

/** What a batch of product inputs refers to: the category tree and the caller's own uploads among their images. */
export interface ReferenceContext {
  categories: CategoryIndex;
  uploads: Map<string, UploadRow>;
}

interface ImageRefs {
  image?: string | null;
  gallery_image?: string[];
}

export async function loadReferenceContext(
  db: Executor,
  merchantId: string,
  inputs: ImageRefs[],
): Promise<ReferenceContext> {
  const refs = inputs.flatMap((i) => [...(i.image ? [i.image] : []), ...(i.gallery_image ?? [])]);
  const [categories, uploads] = await Promise.all([
    loadCategories(db, 'product'),
    findOwnUploads(db, merchantId, refs),
  ]);
  return { categories, uploads };
}

export interface ResolvedCategory {
  category: string;
  subCategory: string | null;
}

/** The canonical category and subcategory names, or the issues that stop them. */
export function resolveCategory(
  ctx: ReferenceContext,
  category: string,
  subCategory: string | null | undefined,
  issues: FieldIssue[],
): ResolvedCategory {
  const canonical = ctx.categories.category(category);
  if (!canonical) {
    issues.push({ field: 'category', message: productMessages.unknownCategory });
    return { category, subCategory: subCategory || null };
  }
  if (!subCategory) return { category: canonical, subCategory: null };
  const sub = ctx.categories.subCategory(canonical, subCategory);
  if (!sub) issues.push({ field: 'subCategory', message: productMessages.unknownSubCategory });
  return { category: canonical, subCategory: sub ?? subCategory };
}

export interface ResolvedImage {
  image: string | null;
  thumbnail: string | null;
  srcset: string | null;
}

/** The main image: one of the caller's image uploads, stored by its secure_url with its thumbnail and srcset. */
export function resolveImage(ctx: ReferenceContext, ref: string | null, issues: FieldIssue[]): ResolvedImage {
  if (!ref) return { image: null, thumbnail: null, srcset: null };
  const upload = ctx.uploads.get(ref);
  if (upload?.kind !== 'image') {
    issues.push({ field: 'image', message: productMessages.imageNotYours });
    return { image: null, thumbnail: null, srcset: null };
  }
  return { image: upload.secureUrl, thumbnail: upload.thumbnailUrl, srcset: srcsetOf(upload) };
}

export function resolveGallery(ctx: ReferenceContext, refs: string[], issues: FieldIssue[]): string[] {
  const urls: string[] = [];
  refs.forEach((ref, i) => {
    const upload = ctx.uploads.get(ref);
    if (upload?.kind === 'image') urls.push(upload.secureUrl);
    else issues.push({ field: `gallery_image.${i}`, message: productMessages.imageNotYours });
  });
  return [...new Set(urls)];
}
