import type { Envelope, StageStatus } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session/use-profile';
import { verificationOverviewQueryKey } from './get-verification-overview';

export const UPGRADE_FALLBACK = 'Could not upgrade stage. Try again later.';

/** The answer of POST /v1/dashboard/upgrade-stage-one|two|three. */
export interface UpgradeResult {
  stage: number;
  level: number;
  stageVerificationStatus: StageStatus | null;
  verificationStatus: boolean;
  submission: { id: string; stage: number; status: StageStatus; reason: string | null };
}

export interface UpgradeOptions {
  /** Runs after the profile and the verification overview are refreshed, with the server's message. */
  onSuccess?: (result: UpgradeResult, message: string) => void;
}

/**
 * A stage submission: the profile and the verification overview are invalidated before the caller's
 * onSuccess, so no caller can forget it. Failures are toasted once by the query client; the form also
 * puts the server's field errors on its fields.
 */
export function useUpgradeStage<T>(
  submit: (body: T) => Promise<Envelope<UpgradeResult>>,
  { onSuccess }: UpgradeOptions = {},
) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: submit,
    onSuccess: async (envelope) => {
      await Promise.all([
        // The profile carries the stage.
        session.refresh(),
        queryClient.invalidateQueries({ queryKey: verificationOverviewQueryKey }),
      ]);
      onSuccess?.(envelope.data, envelope.message);
    },
  });
}
