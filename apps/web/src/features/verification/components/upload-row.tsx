import { MAX_UPLOAD_MB, verificationMessages } from '@oja/contracts';
import { CircleCheck, FileText, UploadCloud, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { UPLOAD_ACCEPT } from '../utils/upload-format';
import { PROGRESS_MAX, type Upload, type UploadStatus } from './use-upload';

const statusText: Record<Exclude<UploadStatus, 'idle'>, string> = {
  'in-progress': 'Uploading…',
  completed: 'Completed',
  'invalid-format': 'Invalid format',
  failed: 'Failed',
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface UploadRowProps {
  upload: Upload;
  /** What to upload, e.g. 'Regulatory ID card'. */
  label: string;
  /** The form's own error for the document (e.g. 'Upload a clear regulatory ID Card'). */
  error?: string;
}

/**
 * A document upload: a file picker, then the file's row with its progress bar (clicking the row clears
 * it), the row's error (invalid format, failed upload) and the 'Upload Successful' dialog.
 */
export function UploadRow({ upload, label, error }: UploadRowProps) {
  const id = useId();
  const { status, file, progress, error: uploadError } = upload;
  const message = uploadError ?? error;
  const errorId = message ? `${id}-error` : undefined;
  const busy = status === 'in-progress' || status === 'completed';
  const failed = status === 'invalid-format' || status === 'failed';

  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      {busy ? null : (
        <>
          <input
            id={`${id}-input`}
            type="file"
            accept={UPLOAD_ACCEPT}
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
              <span className="block text-sm font-semibold text-brand-800">Choose a file</span>
              <span id={`${id}-hint`} className="block text-xs text-slate-600">
                pdf, jpg, jpeg or png, up to {MAX_UPLOAD_MB} MB
              </span>
            </span>
          </label>
        </>
      )}
      {file ? (
        <div
          className={cn(
            'rounded-lg border bg-white px-3 py-2.5',
            failed ? 'border-red-200' : 'border-slate-200',
          )}
        >
          <button
            type="button"
            onClick={upload.clear}
            aria-label={`Remove ${file.name}`}
            className="flex w-full items-center gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{file.name}</span>
              <span className="flex items-center gap-1 text-xs text-slate-600">
                {fileSize(file.size)} · {statusText[status as Exclude<UploadStatus, 'idle'>]}
                {status === 'completed' ? (
                  <CircleCheck aria-hidden="true" className="size-3.5 text-green-700" />
                ) : null}
              </span>
            </span>
            <X aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </button>
          {busy ? (
            <div
              role="progressbar"
              aria-label={`Uploading ${file.name}`}
              aria-valuemin={0}
              aria-valuemax={PROGRESS_MAX}
              aria-valuenow={progress}
              className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
                style={{ width: `${(progress / PROGRESS_MAX) * 100}%` }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {message}
        </p>
      ) : null}
      <Dialog
        open={upload.successOpen}
        onOpenChange={upload.setSuccessOpen}
        title={verificationMessages.uploadSuccessful}
        description={file ? `${file.name} is attached to your submission.` : undefined}
        className="max-w-sm"
        footer={<Button onClick={() => upload.setSuccessOpen(false)}>OK</Button>}
      />
    </div>
  );
}
