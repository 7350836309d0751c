import { type UploadPreset, type UploadResult, uploadMessages } from '@oja/contracts';
import { api } from '@/lib/api-client';

/** POST /v1/uploads as multipart form data: the upload preset and the file (docs/product/onboarding.md#documents-and-uploads Uploads). */
export const uploadFile = (file: File, preset: UploadPreset, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('upload_preset', preset);
  form.append('file', file);
  return api.post<UploadResult>('/v1/uploads', form, { fallbackMessage: uploadMessages.failed, signal });
};

export type UploadSender = typeof uploadFile;
