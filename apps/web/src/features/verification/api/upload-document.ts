import { DEFAULT_UPLOAD_PRESET, type UploadPreset, type UploadResult, uploadMessages } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/uploads as multipart form data: the file and the upload preset (SPEC §7 Uploads). */
export const uploadDocument = (file: File, preset: UploadPreset = DEFAULT_UPLOAD_PRESET) => {
  const form = new FormData();
  form.append('upload_preset', preset);
  form.append('file', file);
  return api.post<UploadResult>('/v1/uploads', form, { fallbackMessage: uploadMessages.failed });
};

/** The upload row shows its own failure ('File upload failed' or the server's message), not a toast. */
export const useUploadDocument = () =>
  useMutation({
    mutationFn: ({ file, preset }: { file: File; preset?: UploadPreset }) => uploadDocument(file, preset),
    meta: { toastError: false },
  });
