import { MAX_UPLOAD_MB } from '@oja/contracts';
import { CircleAlert, CircleCheck, FileText, UploadCloud, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { acceptAttribute, formatFileSize, formatList, PROGRESS_MAX } from './upload-rules';
import type { FileUpload, UploadStatus } from './use-file-upload';

export const uploadStatusText: Record<Exclude<UploadStatus, 'idle'>, string> = {
  'in-progress': 'Uploading…',
  completed: 'Completed',
  'invalid-format': 'Invalid format',
  failed: 'Failed',
};

interface UploadRowProps {
  upload: FileUpload;
  /** What to upload, e.g. 'Main image'; names the file picker. */
  label: string;
  /** Shown above the picker; leave out when a surrounding legend already names it. */
  showLabel?: boolean;
  /** The picker's call to action (default 'Choose a file'). */
  prompt?: ReactNode;
  /** The form's own error for the field. */
  error?: string;
  className?: string;
}

/**
 * One upload (docs/product/onboarding.md#documents-and-uploads): a file picker, then the file's row with its state (in progress,
 * completed, invalid format, failed) and progress bar; clicking the row clears the file.
 */
export function UploadRow({
  upload,
  label,
  showLabel = true,
  prompt = 'Choose a file',
  error,
  className,
}: UploadRowProps) {
  const id = useId();
  const { status, file, progress, previewUrl, formats } = upload;
  const message = upload.error ?? error;
  const errorId = message ? `${id}-error` : undefined;
  const statusId = `${id}-status`;
  const hasFile = status === 'in-progress' || status === 'completed';
  const failed = status === 'invalid-format' || status === 'failed';
  const percent = Math.round((progress / PROGRESS_MAX) * 100);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {showLabel ? <span className="text-sm font-medium text-slate-800">{label}</span> : null}
      {hasFile ? null : (
        <>
          <input
            id={`${id}-input`}
            type="file"
            accept={acceptAttribute(formats)}
            aria-label={label}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
            aria-invalid={message ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (picked) upload.start(picked);
            }}
          />
          <label
            htmlFor={`${id}-input`}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-dashed bg-slate-50 px-4 py-3 transition-colors hover:bg-brand-50/50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
              message ? 'border-red-400' : 'border-slate-300 hover:border-brand-300',
            )}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
              <UploadCloud aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-brand-800">{prompt}</span>
              <span id={`${id}-hint`} className="block text-xs text-slate-600">
                {formatList(formats)}, up to {MAX_UPLOAD_MB} MB
              </span>
            </span>
          </label>
        </>
      )}
      {file ? (
        <div
          className={cn(
            'rounded-lg border bg-white px-3 py-2.5',
            failed ? 'border-red-200 bg-red-50/40' : 'border-slate-200',
          )}
        >
          <button
            type="button"
            onClick={upload.clear}
            aria-label={`Remove ${file.name}`}
            aria-describedby={statusId}
            className="flex w-full items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {previewUrl ? (
              <img
                src={previewUrl}
                alt=""
                className="size-10 shrink-0 rounded-md bg-slate-100 object-cover"
              />
            ) : (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
                {failed ? (
                  <CircleAlert aria-hidden="true" className="size-5 text-red-700" />
                ) : (
                  <FileText aria-hidden="true" className="size-5" />
                )}
              </span>
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
              <span id={statusId} className="flex items-center gap-1 text-xs text-slate-600">
                {file.size === null ? null : `${formatFileSize(file.size)} · `}
                {uploadStatusText[status as Exclude<UploadStatus, 'idle'>]}
                {status === 'completed' ? (
                  <CircleCheck aria-hidden="true" className="size-3.5 text-green-700" />
                ) : null}
              </span>
            </span>
            <X aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
          {hasFile ? (
            <div
              role="progressbar"
              aria-label={`Upload of ${file.name}`}
              aria-valuemin={0}
              aria-valuemax={PROGRESS_MAX}
              aria-valuenow={progress}
              aria-valuetext={`${percent}%`}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className={cn(
                  'h-full rounded-full transition-[width] duration-300',
                  status === 'completed' ? 'bg-green-600' : 'bg-brand-600',
                )}
                style={{ width: `${percent}%` }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
