import { useCallback, useState } from 'react';

/**
 * Which of a form's uploads are still running. Each upload field reports through `track(key)`; the form
 * keeps Save disabled while `busy` (docs/product/onboarding.md#documents-and-uploads: Save is disabled until the upload is completed).
 */
export function useUploadsBusy() {
  const [running, setRunning] = useState<ReadonlySet<string>>(() => new Set());
  const track = useCallback(
    (key: string) => (busy: boolean) =>
      setRunning((previous) => {
        if (previous.has(key) === busy) return previous;
        const next = new Set(previous);
        if (busy) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { busy: running.size > 0, track };
}
