import { z } from 'zod';
import { timestamp } from '../timestamp.ts';

/** docs/product/catalogue.md#product-fields, docs/product/catalogue.md#limits: the accepted formats, judged by the file's content and its extension. */
export const ACCEPTED_UPLOAD_FORMATS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** docs/product/catalogue.md#limits: the responsive widths generated for every image (never upscaled), plus a list thumbnail. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const THUMBNAIL_SIZE = 160;
/** Images above this many pixels are refused before they are decoded (a small file can claim billions). */
export const MAX_IMAGE_MEGAPIXELS = 24;

/** Upload presets, as with an image host: they name the folder an upload is filed under. */
export const UPLOAD_PRESETS = ['products', 'services', 'documents', 'avatars'] as const;
export type UploadPreset = (typeof UPLOAD_PRESETS)[number];
export const DEFAULT_UPLOAD_PRESET: UploadPreset = 'documents';

export const uploadMessages = {
  invalidFormat: 'Invalid upload format. (pdf, jpg, jpeg, png)',
  tooLarge: `File too large. The maximum size is ${MAX_UPLOAD_MB} MB.`,
  fileRequired: 'A file is required',
  invalidName: 'Invalid file name. Use a plain name of at most 255 characters.',
  activeContent: 'PDFs with scripts, actions, forms or embedded files are not accepted',
  encryptedPdf:
    'Password-protected or encrypted PDFs cannot be checked. Remove the password and upload it again.',
  unreadablePdf: 'This PDF could not be read. Save it again as a PDF and upload it.',
  tooManyParts: 'Send one file and the upload_preset field only',
  unknownPreset: 'Upload preset not found',
  imageTooLarge: `The image is too large to process. The maximum is ${MAX_IMAGE_MEGAPIXELS} megapixels.`,
  busy: 'Many uploads are being processed. Try again in a few seconds.',
  storageUnavailable: 'File storage is unavailable right now. Try again in a minute.',
  uploaded: 'File uploaded successfully',
  failed: 'File upload failed',
  notYours: 'Upload not found',
} as const;

export const imageVariantSchema = z.object({ width: z.number().int(), url: z.string() });

/**
 * POST /v1/uploads answers with the fields an image host answers with (public_id, secure_url, …).
 * `secure_url` is a path on this server (/media/…), so it works on any host the app is served from.
 */
export const uploadResultSchema = z.object({
  public_id: z.string(),
  secure_url: z.string(),
  resource_type: z.enum(['image', 'raw']),
  format: z.enum(['pdf', 'jpg', 'png']),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnail_url: z.string().nullable(),
  variants: z.array(imageVariantSchema),
  created_at: timestamp,
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
