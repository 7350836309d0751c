import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { draftStorageKey, readDraft, removeDraft, writeDraft } from './draft-storage';
import { useDraftOwner } from './draft-owner';
import { useLeaveGuard } from './use-leave-guard';

interface FormDraftOptions<TExtra> {
  /** Names the form and record, e.g. 'product:new' or `service:${id}`. */
  formKey: string;
  /** State kept beside the values (e.g. the step reached); restored through `onRestoreExtra`. */
  extra?: TExtra;
  onRestoreExtra?: (extra: TExtra) => void;
  /** Other paths of the same form, moving to which is not leaving it. */
  stayWithin?: readonly string[];
  /** An edit: the version of the record the form opened on, kept with the draft (decision 019). */
  version?: number;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a react-hook-form's unsaved values across reloads (per user, see draft-storage) and asks before
 * leaving it. The draft is written on every change that differs from the form's defaults, restored once
 * on mount (the form then counts as changed), and removed when `saving(...)` succeeds or by `discard()`
 * (which puts the defaults back).
 */
export function useFormDraft<TValues extends FieldValues, TOutput, TExtra = undefined>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  { formKey, extra, onRestoreExtra, stayWithin, version }: FormDraftOptions<TExtra>,
) {
  const owner = useDraftOwner();
  const key = owner ? draftStorageKey(owner, formKey) : null;
  // The draft found on arrival, if it differs from what the form starts with.
  const [arrival] = useState(() => {
    const stored = key ? readDraft<TValues, TExtra>(key) : null;
    return stored && !sameJson(stored.values, form.formState.defaultValues) ? stored : null;
  });
  // A restored edit continues from the version it started from, not the one loaded now.
  const [openedVersion] = useState(() => arrival?.version ?? version);
  const [restoredAt, setRestoredAt] = useState(arrival?.savedAt ?? null);
  const [changed, setChanged] = useState(arrival !== null);
  const released = useRef(false);
  const restoreExtra = useEffectEvent((stored: TExtra) => onRestoreExtra?.(stored));
  const currentExtra = useEffectEvent(() => extra);

  // Put the arrival draft into the form once, then follow every change.
  useEffect(() => {
    if (!key) return;
    if (arrival) {
      form.reset(arrival.values, { keepDefaultValues: true });
      if (arrival.extra !== undefined) restoreExtra(arrival.extra);
    }
    const subscription = form.watch((values) => {
      if (released.current) return;
      const isChanged = !sameJson(values, form.formState.defaultValues);
      setChanged(isChanged);
      if (isChanged) writeDraft(key, { values, extra: currentExtra(), version: openedVersion });
      else removeDraft(key);
    });
    return () => subscription.unsubscribe();
  }, [form, key, arrival, openedVersion]);

  // The extra state changes outside the form (e.g. a step completed): keep it with the draft.
  useEffect(() => {
    if (!key || !changed || released.current || extra === undefined) return;
    writeDraft(key, { values: form.getValues(), extra, version: openedVersion });
  }, [extra, changed, form, key, openedVersion]);

  const shouldAsk = useCallback(() => changed && !released.current, [changed]);
  const blocker = useLeaveGuard(shouldAsk, stayWithin);

  return {
    /** When the restored draft was last written, or null if the form started clean. */
    restoredAt,
    /** The version the edit started from: the restored draft's, else the one given (decision 019). */
    openedVersion,
    changed,
    blocker,
    /**
     * Runs the save: navigation is not held while it runs (its success usually navigates), the draft is
     * forgotten when it succeeds and kept, with the question back on, when it fails.
     */
    saving: useCallback(
      async <T>(run: () => Promise<T>): Promise<T> => {
        released.current = true;
        try {
          const result = await run();
          if (key) removeDraft(key);
          return result;
        } catch (error) {
          released.current = false;
          throw error;
        }
      },
      [key],
    ),
    /** Throws the draft away and puts the form back as it was. */
    discard: useCallback(() => {
      if (key) removeDraft(key);
      form.reset();
      setChanged(false);
      setRestoredAt(null);
    }, [form, key]),
  };
}

export type FormDraft = ReturnType<typeof useFormDraft>;

/** Forgets a form's kept draft from outside the form (e.g. "Start over" of a form that remounts). */
export function useForgetDraft() {
  const owner = useDraftOwner();
  return useCallback(
    (formKey: string) => {
      if (owner) removeDraft(draftStorageKey(owner, formKey));
    },
    [owner],
  );
}
