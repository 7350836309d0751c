import { DEFAULT_UPLOAD_PRESET } from '@oja/contracts';
import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useFileUpload } from '@/components/upload/use-file-upload';

interface UseDocumentUploadOptions {
  /** The uploaded document's URL, once the upload completed. */
  onUploaded: (url: string) => void;
  /** The document is gone: cleared by the user ('cleared'), or being replaced by a new pick ('replaced'). */
  onReset: (cause: 'cleared' | 'replaced') => void;
}

/**
 * A verification document: the shared upload of docs/product/onboarding.md#verification-levels (format check, progress bar, failure message)
 * plus the 'Upload Successful' dialog it opens when the upload completes.
 */
export function useDocumentUpload({ onUploaded, onReset }: UseDocumentUploadOptions) {
  const [successOpen, setSuccessOpen] = useState(false);
  const upload = useFileUpload({
    preset: DEFAULT_UPLOAD_PRESET,
    onUploaded: (result) => {
      onUploaded(result.secure_url);
      setSuccessOpen(true);
    },
    onReset: (cause) => {
      setSuccessOpen(false);
      onReset(cause);
    },
  });
  return { ...upload, successOpen, setSuccessOpen };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;

/**
 * A document upload that fills the form field `name` with the document's URL: set and checked once
 * uploaded, emptied (and checked again only when the user cleared it) when it goes.
 */
export function useDocumentField<T extends FieldValues>(
  { setValue }: Pick<UseFormReturn<T, unknown, never>, 'setValue'>,
  name: Path<T>,
) {
  const set = (url: string, check: boolean) =>
    setValue(name, url as PathValue<T, Path<T>>, { shouldTouch: check, shouldValidate: check });
  return useDocumentUpload({
    onUploaded: (url) => set(url, true),
    onReset: (cause) => set('', cause === 'cleared'),
  });
}
