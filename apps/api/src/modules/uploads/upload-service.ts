import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  DEFAULT_UPLOAD_PRESET,
  UPLOAD_PRESETS,
  type UploadPreset,
  textProblem,
  type UploadResult,
  uploadMessages,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage.ts';
import type { ImageProcessor } from './image-processing.ts';
import { judgePdf, type PdfVerdict } from './pdf/judge.ts';
import type { ReceivedFile } from './multipart-file.ts';
import { type UploadRow, uploadRepository } from './upload-repository.ts';

type Format = 'png' | 'jpg' | 'pdf';
const CONTENT_TYPES: Record<Format, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };
const WEBP = 'image/webp';
const BY_EXTENSION: Record<string, Format> = { png: 'png', jpg: 'jpg', jpeg: 'jpg', pdf: 'pdf' };

/** What a merchant is told when the PDF judge refuses a document. */
const PDF_REFUSALS: Record<Exclude<PdfVerdict, { ok: true }>['reason'], string> = {
  active: uploadMessages.activeContent,
  encrypted: uploadMessages.encryptedPdf,
  unreadable: uploadMessages.unreadablePdf,
};

/** Path separators, `..`, more than 255 characters, or text a single-line field refuses (decision 018). */
const isUnsafeName = (name: string) =>
  name.length > 255 || name.includes('..') || /[/\\]/.test(name) || textProblem(name) !== null;

/**
 * The format of a file, judged by its content (magic bytes) and required to agree with its name:
 * a PNG named .pdf or an HTML page named .png is refused, and so is a name that is not a plain name.
 */
export async function detectFormat(file: ReceivedFile): Promise<Format> {
  if (isUnsafeName(file.filename)) throw badRequest(uploadMessages.invalidName);
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const declared = BY_EXTENSION[extension];
  if (!declared || file.buffer.length === 0) throw badRequest(uploadMessages.invalidFormat);
  const detected = BY_EXTENSION[(await fileTypeFromBuffer(file.buffer))?.ext ?? ''];
  if (detected !== declared) throw badRequest(uploadMessages.invalidFormat);
  return detected;
}

export function parsePreset(value: string | undefined): UploadPreset {
  const preset = (value ?? '').trim() || DEFAULT_UPLOAD_PRESET;
  if (!(UPLOAD_PRESETS as readonly string[]).includes(preset)) throw badRequest(uploadMessages.unknownPreset);
  return preset as UploadPreset;
}

export function toUploadResult(row: UploadRow): UploadResult {
  return {
    public_id: row.publicId,
    secure_url: row.secureUrl,
    resource_type: row.kind === 'image' ? 'image' : 'raw',
    format: row.format,
    bytes: row.size,
    width: row.width,
    height: row.height,
    thumbnail_url: row.thumbnailUrl,
    variants: row.variants,
    created_at: row.createdAt.toISOString(),
  };
}

export interface UploadDeps {
  db: Executor;
  storage: StorageProvider;
  images: ImageProcessor;
}

/** Stores a file (and, for an image, its thumbnail and responsive versions) and records it as the merchant's. */
export async function createUpload(
  { db, storage, images }: UploadDeps,
  merchantId: string,
  file: ReceivedFile,
  presetField: string | undefined,
): Promise<UploadResult> {
  const preset = parsePreset(presetField);
  const format = await detectFormat(file);
  const publicId = `${preset}/${randomBytes(16).toString('base64url')}`;
  try {
    const base = {
      merchantId,
      publicId,
      preset,
      format,
      contentType: CONTENT_TYPES[format],
      originalName: file.filename,
    };
    if (format === 'pdf') {
      const verdict = judgePdf(file.buffer);
      if (!verdict.ok) throw badRequest(PDF_REFUSALS[verdict.reason]);
      const stored = await storage.put(publicId, 'original.pdf', file.buffer, CONTENT_TYPES.pdf);
      const row = await uploadRepository.insert(db, {
        ...base,
        kind: 'pdf',
        secureUrl: stored.secure_url,
        size: file.buffer.length,
      });
      return toUploadResult(row);
    }
    const image = await images.process(file.buffer, format);
    const original = await storage.put(publicId, `original.${format}`, image.original, CONTENT_TYPES[format]);
    const thumbnail = await storage.put(publicId, 'thumb.webp', image.thumbnail, WEBP);
    const variants = [];
    for (const variant of image.variants) {
      const stored = await storage.put(publicId, `w${variant.width}.webp`, variant.body, WEBP);
      variants.push({ width: variant.width, url: stored.secure_url });
    }
    const row = await uploadRepository.insert(db, {
      ...base,
      kind: 'image',
      secureUrl: original.secure_url,
      size: image.original.length,
      width: image.width,
      height: image.height,
      thumbnailUrl: thumbnail.secure_url,
      variants,
    });
    return toUploadResult(row);
  } catch (error) {
    await storage.remove(publicId).catch(() => {});
    throw error;
  }
}
