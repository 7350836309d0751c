import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_WIDTHS, MAX_IMAGE_MEGAPIXELS, THUMBNAIL_SIZE, uploadMessages } from '@oja/contracts';
import { badRequest } from '../../lib/app-error.ts';
import { WorkQueue } from './work-queue.ts';

const MAX_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
/** WebP effort 2 encodes about twice as fast as the default 4 for ~10% larger files: uploads answer sooner. */
const WEBP = { quality: 80, effort: 2 } as const;

export interface ProcessedImage {
  /** Re-encoded at full size, auto-rotated and without metadata (EXIF can carry the shop's GPS position). */
  original: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
  /** WebP versions at each responsive width below the original's (never upscaled). */
  variants: { width: number; body: Buffer }[];
}

export interface ImageProcessor {
  process(input: Buffer, format: 'png' | 'jpg'): Promise<ProcessedImage>;
}

/**
 * The pixel count a file declares, read from its header without decoding: a 69-byte PNG can claim
 * 2.5 gigapixels, so the claim is judged before any pixel is.
 */
async function checkSize(input: Buffer) {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    throw badRequest(uploadMessages.invalidFormat);
  }
  if (!width || !height) throw badRequest(uploadMessages.invalidFormat);
  if (width * height > MAX_PIXELS) throw badRequest(uploadMessages.imageTooLarge);
}

/** Decodes once (auto-rotated), then encodes the original, the thumbnail and each width from those pixels. */
async function render(input: Buffer, format: 'png' | 'jpg'): Promise<ProcessedImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(uploadMessages.invalidFormat);
  }
  const { width, height, channels } = decoded.info;
  const pixels = () => sharp(decoded.data, { raw: { width, height, channels } });
  const original = await (format === 'png' ? pixels().png() : pixels().jpeg({ quality: 90 })).toBuffer();
  const thumbnail = await pixels()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer();
  const variants: ProcessedImage['variants'] = [];
  for (const target of IMAGE_WIDTHS.filter((w) => w < width)) {
    variants.push({ width: target, body: await pixels().resize({ width: target }).webp(WEBP).toBuffer() });
  }
  return { original, width, height, thumbnail, variants };
}

/**
 * Image processing with bounded cost: files claiming more than MAX_IMAGE_MEGAPIXELS are refused from
 * their header, the rest are processed `concurrency` at a time with at most `queueLength` waiting
 * (more answer 503 + Retry-After), with libvips on one thread per image and its cache off, so memory
 * grows with `concurrency` decoded images at most, never with the number of uploads in flight.
 */
export function createImageProcessor(options: { concurrency: number; queueLength: number }): ImageProcessor {
  sharp.cache(false);
  sharp.concurrency(1);
  const queue = new WorkQueue(options.concurrency, options.queueLength);
  return {
    async process(input, format) {
      await checkSize(input);
      return queue.run(() => render(input, format));
    },
  };
}
