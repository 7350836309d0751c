import { ACCEPTED_UPLOAD_FORMATS } from '@oja/contracts';

/** docs/product/onboarding.md#documents-and-uploads, docs/product/onboarding.md#limits: while an upload runs, the bar grows 5.48 every 500 ms, up to 548. */
export const PROGRESS_MAX = 548;
export const PROGRESS_STEP = 5.48;
export const PROGRESS_TICK_MS = 500;

/** Every accepted format (pdf, jpg, jpeg, png) and the image-only subset used for product and service photos. */
export const DOCUMENT_FORMATS: readonly string[] = ACCEPTED_UPLOAD_FORMATS;
export const IMAGE_FORMATS: readonly string[] = ACCEPTED_UPLOAD_FORMATS.filter((format) => format !== 'pdf');

/** One tick of the progress bar, kept to 2 decimals so repeated steps do not drift (100 ticks = 548). */
export const growProgress = (progress: number) =>
  Math.min(PROGRESS_MAX, Math.round((progress + PROGRESS_STEP) * 100) / 100);

/** The file name's extension is one of `formats` (checked before anything is sent). */
export const isAcceptedFormat = (fileName: string, formats: readonly string[] = DOCUMENT_FORMATS) => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && formats.includes(fileName.slice(dot + 1).toLowerCase());
};

/** The `accept` attribute of a file input for `formats`, e.g. '.jpg,.jpeg,.png'. */
export const acceptAttribute = (formats: readonly string[]) =>
  formats.map((format) => `.${format}`).join(',');

/** 'jpg, jpeg or png' */
export const formatList = (formats: readonly string[]) =>
  formats.length < 2 ? (formats[0] ?? '') : `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`;

/** The last path segment of a stored file's URL, for files the form did not pick itself (an edited product). */
export const fileNameFromUrl = (url: string) => {
  const path = url.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  // Stored files are `<preset>/<public id>/original.<ext>`: the public id names the file better.
  const last = segments.at(-1) ?? url;
  return /^original\./.test(last) && segments.length > 1
    ? `${segments.at(-2)}.${last.split('.').pop()}`
    : last;
};

export const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
