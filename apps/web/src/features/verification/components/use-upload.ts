import { type UploadPreset, uploadMessages } from '@oja/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { extractErrorMessage } from '@/lib/api-error';
import { useUploadDocument } from '../api/upload-document';
import { isAcceptedUpload } from '../utils/upload-format';

/** SPEC §4 and §9: the bar grows 5.48 every 500 ms while the upload runs, up to 548. */
export const PROGRESS_MAX = 548;
export const PROGRESS_STEP = 5.48;
export const PROGRESS_TICK_MS = 500;

export type UploadStatus = 'idle' | 'in-progress' | 'completed' | 'invalid-format' | 'failed';

export interface UploadState {
  status: UploadStatus;
  /** 0 to PROGRESS_MAX. */
  progress: number;
  file: { name: string; size: number } | null;
  error: string | null;
}

const idle: UploadState = { status: 'idle', progress: 0, file: null, error: null };
const grow = (progress: number) => Math.min(PROGRESS_MAX, Math.round((progress + PROGRESS_STEP) * 100) / 100);

interface UseUploadOptions {
  preset?: UploadPreset;
  /** The uploaded document's URL, once the upload completed. */
  onUploaded: (url: string) => void;
  /** The document is gone: cleared by the user ('cleared'), or being replaced by a new pick ('replaced'). */
  onReset: (cause: 'cleared' | 'replaced') => void;
}

/**
 * The upload helper of the document rows: checks the format before sending, runs the progress bar,
 * keeps the failure's message (or 'File upload failed'), clears its error when a new upload starts,
 * and opens the 'Upload Successful' dialog on completion.
 */
export function useUpload({ preset, onUploaded, onReset }: UseUploadOptions) {
  const [state, setState] = useState<UploadState>(idle);
  const [successOpen, setSuccessOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const attempt = useRef(0);
  const { mutateAsync } = useUploadDocument();

  const stopTimer = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const start = (file: File) => {
    stopTimer();
    const current = ++attempt.current;
    const picked = { name: file.name, size: file.size };
    onReset('replaced');
    if (!isAcceptedUpload(file.name)) {
      setState({ status: 'invalid-format', progress: 0, file: picked, error: uploadMessages.invalidFormat });
      return;
    }
    setState({ status: 'in-progress', progress: 0, file: picked, error: null });
    timer.current = setInterval(
      () => setState((s) => (s.status === 'in-progress' ? { ...s, progress: grow(s.progress) } : s)),
      PROGRESS_TICK_MS,
    );
    mutateAsync({ file, preset }).then(
      (result) => {
        if (current !== attempt.current) return;
        stopTimer();
        setState((s) => ({ ...s, status: 'completed', progress: PROGRESS_MAX }));
        onUploaded(result.secure_url);
        setSuccessOpen(true);
      },
      (error: unknown) => {
        if (current !== attempt.current) return;
        stopTimer();
        setState((s) => ({
          ...s,
          status: 'failed',
          error: extractErrorMessage(error, uploadMessages.failed),
        }));
      },
    );
  };

  /** Clicking the file row: forget the file (and any upload still running). */
  const clear = () => {
    stopTimer();
    attempt.current++;
    setState(idle);
    setSuccessOpen(false);
    onReset('cleared');
  };

  return { ...state, start, clear, successOpen, setSuccessOpen };
}

export type Upload = ReturnType<typeof useUpload>;
