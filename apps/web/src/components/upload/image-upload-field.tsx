import type { UploadPreset } from '@oja/contracts';
import { UploadRow } from './upload-row';
import { IMAGE_FORMATS } from './upload-rules';
import { useFileUpload } from './use-file-upload';
import type { ImageValue } from './image-value';

interface ImageUploadFieldProps {
  label: string;
  value: ImageValue | null;
  onChange: (value: ImageValue | null) => void;
  preset: UploadPreset;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  showLabel?: boolean;
  prompt?: string;
}

/** One image (jpg, jpeg or png): its upload row; the value is set when the upload completes and cleared with the row. */
export function ImageUploadField({
  label,
  value,
  onChange,
  preset,
  onBusyChange,
  error,
  showLabel,
  prompt,
}: ImageUploadFieldProps) {
  const upload = useFileUpload({
    preset,
    formats: IMAGE_FORMATS,
    initial: value ? { name: value.name, url: value.url, previewUrl: value.thumbnail ?? value.url } : null,
    onUploaded: (result, file) =>
      onChange({ url: result.secure_url, thumbnail: result.thumbnail_url, name: file.name }),
    onReset: () => onChange(null),
    onBusyChange,
  });
  return (
    <UploadRow
      upload={upload}
      label={label}
      error={error}
      showLabel={showLabel}
      prompt={prompt ?? 'Choose an image'}
    />
  );
}
