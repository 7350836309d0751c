import { type UploadPreset, type UploadResult, uploadMessages } from '@oja/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { extractErrorMessage } from '@/lib/api-error';
import { uploadFile, type UploadSender } from './upload-file';
import {
  DOCUMENT_FORMATS,
  growProgress,
  isAcceptedFormat,
  PROGRESS_MAX,
  PROGRESS_TICK_MS,
} from './upload-rules';

export type UploadStatus = 'idle' | 'in-progress' | 'completed' | 'invalid-format' | 'failed';

/** A file already stored (e.g. the image of a product being edited): the row starts completed. */
export interface StoredFile {
  name: string;
  url: string;
  previewUrl?: string | null;
}

export interface UploadState {
  status: UploadStatus;
  /** 0 to PROGRESS_MAX. */
  progress: number;
  file: { name: string; size: number | null } | null;
  error: string | null;
  /** The stored file's URL once completed. */
  url: string | null;
  /** A small image to show in the row (the thumbnail of an uploaded image). */
  previewUrl: string | null;
}

export interface UseFileUploadOptions {
  preset: UploadPreset;
  /** Extensions accepted before sending (default pdf, jpg, jpeg, png). */
  formats?: readonly string[];
  initial?: StoredFile | null;
  onUploaded?: (result: UploadResult, file: File) => void;
  /** The file is gone: cleared by a click on its row, or replaced by a new pick. */
  onReset?: (cause: 'cleared' | 'replaced') => void;
  /** True while the upload runs (forms keep Save disabled until every upload is complete). */
  onBusyChange?: (busy: boolean) => void;
  /** The request (POST /v1/uploads by default). */
  send?: UploadSender;
}

const idle: UploadState = {
  status: 'idle',
  progress: 0,
  file: null,
  error: null,
  url: null,
  previewUrl: null,
};

const initialState = (initial: StoredFile | null | undefined): UploadState =>
  initial
    ? {
        status: 'completed',
        progress: PROGRESS_MAX,
        file: { name: initial.name, size: null },
        error: null,
        url: initial.url,
        previewUrl: initial.previewUrl ?? null,
      }
    : idle;

/**
 * The upload helper of docs/product/onboarding.md#documents-and-uploads: checks the format before sending ('Invalid upload format. (pdf, jpg,
 * jpeg, png)'), grows the progress bar 5.48 every 500 ms up to 548 until the upload completes, keeps the
 * failure's message (or 'File upload failed'), clears its error when a new upload starts, and forgets the
 * file when its row is clicked.
 */
export function useFileUpload(options: UseFileUploadOptions) {
  const { preset, formats = DOCUMENT_FORMATS, send = uploadFile } = options;
  const [state, setState] = useState<UploadState>(() => initialState(options.initial));
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const attempt = useRef(0);
  const busy = useRef(false);
  // The latest callbacks: an upload that completes after a re-render reports to the current ones.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  const setBusy = useCallback((next: boolean) => {
    if (busy.current === next) return;
    busy.current = next;
    callbacks.current.onBusyChange?.(next);
  }, []);

  const stopTimer = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(
    () => () => {
      stopTimer();
      attempt.current++;
      setBusy(false);
    },
    [stopTimer, setBusy],
  );

  const start = (file: File) => {
    stopTimer();
    const current = ++attempt.current;
    const picked = { name: file.name, size: file.size };
    if (state.status !== 'idle') callbacks.current.onReset?.('replaced');
    if (!isAcceptedFormat(file.name, formats)) {
      setBusy(false);
      setState({ ...idle, status: 'invalid-format', file: picked, error: uploadMessages.invalidFormat });
      return;
    }
    // A new upload starts with no error.
    setState({ ...idle, status: 'in-progress', file: picked });
    setBusy(true);
    timer.current = setInterval(
      () => setState((s) => (s.status === 'in-progress' ? { ...s, progress: growProgress(s.progress) } : s)),
      PROGRESS_TICK_MS,
    );
    send(file, preset).then(
      (result) => {
        if (current !== attempt.current) return;
        stopTimer();
        setState((s) => ({
          ...s,
          status: 'completed',
          progress: PROGRESS_MAX,
          url: result.secure_url,
          previewUrl: result.thumbnail_url,
        }));
        setBusy(false);
        callbacks.current.onUploaded?.(result, file);
      },
      (error: unknown) => {
        if (current !== attempt.current) return;
        stopTimer();
        setState((s) => ({
          ...s,
          status: 'failed',
          error: extractErrorMessage(error, uploadMessages.failed),
        }));
        setBusy(false);
      },
    );
  };

  /** Clicking the file row: forget the file (and any upload still running). */
  const clear = () => {
    stopTimer();
    attempt.current++;
    const had = state.status !== 'idle';
    setState(idle);
    setBusy(false);
    if (had) callbacks.current.onReset?.('cleared');
  };

  return { ...state, formats, start, clear };
}

export type FileUpload = ReturnType<typeof useFileUpload>;
