import { UPLOAD_FORMATS } from '@oja/contracts';

/** pdf, jpg, jpeg or png, judged by the file name's extension before anything is sent (SPEC §5). */
export const isAcceptedUpload = (fileName: string) => {
  const extension = fileName.split('.').at(-1)?.toLowerCase() ?? '';
  return fileName.includes('.') && (UPLOAD_FORMATS as readonly string[]).includes(extension);
};

export const UPLOAD_ACCEPT = UPLOAD_FORMATS.map((format) => `.${format}`).join(',');
