import type { UploadPreset } from '@oja/contracts';
import { useState } from 'react';
import { ImageUploadField } from './image-upload-field';
import type { ImageValue } from './image-value';

interface GalleryUploadFieldProps {
  /** Names the group, e.g. 'Gallery images'. */
  legend: string;
  description?: string;
  value: readonly ImageValue[];
  onChange: (value: ImageValue[]) => void;
  preset: UploadPreset;
  max: number;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
}

/**
 * A list of images: one completed row per image (clicking it removes the image) and, below the limit,
 * a row that uploads the next one. Once that upload completes the image joins the list and a fresh
 * row takes its place.
 */
export function GalleryUploadField({
  legend,
  description,
  value,
  onChange,
  preset,
  max,
  onBusyChange,
  error,
}: GalleryUploadFieldProps) {
  // A new key gives a fresh, empty row for the next image.
  const [adderKey, setAdderKey] = useState(0);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {description ? <p className="-mt-1 text-xs text-slate-600">{description}</p> : null}
      {value.length > 0 ? (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {value.map((image, index) => (
            <li key={image.url}>
              <ImageUploadField
                label={`Gallery image ${index + 1}`}
                showLabel={false}
                value={image}
                preset={preset}
                onChange={(next) => {
                  if (next === null) onChange(value.filter((other) => other.url !== image.url));
                }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < max ? (
        <ImageUploadField
          key={adderKey}
          label={value.length === 0 ? 'Add a gallery image' : 'Add another gallery image'}
          showLabel={false}
          prompt={value.length === 0 ? 'Add a gallery image' : 'Add another image'}
          value={null}
          preset={preset}
          onBusyChange={onBusyChange}
          onChange={(next) => {
            if (next === null) return;
            onChange([...value, next]);
            setAdderKey((key) => key + 1);
          }}
          error={error}
        />
      ) : (
        <p className="text-xs text-slate-600">You have added the most images allowed ({max}).</p>
      )}
    </fieldset>
  );
}
