import type {
  businessVerificationSchema,
  companySubmissionSchema,
  identitySubmissionSchema,
  StageStatus,
} from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-profile';
import { verificationOverviewQueryKey } from './get-verification-overview';

const UPGRADE_FALLBACK = 'Could not upgrade stage. Try again later.';

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
function useUpgradeStage<T>(stage: 'one' | 'two' | 'three', { onSuccess }: UpgradeOptions = {}) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (body: T) =>
      api.request<UpgradeResult>(`/v1/dashboard/upgrade-stage-${stage}`, {
        method: 'POST',
        body,
        fallbackMessage: UPGRADE_FALLBACK,
      }),
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

export type BusinessVerificationBody = z.input<typeof businessVerificationSchema>;
export type IdentityBody = z.input<typeof identitySubmissionSchema>;
export type CompanyBody = z.input<typeof companySubmissionSchema>;

/** POST /v1/dashboard/upgrade-stage-one: the business, verified at once. */
export const useUpgradeStageOne = (options: UpgradeOptions) =>
  useUpgradeStage<BusinessVerificationBody>('one', options);

/** POST /v1/dashboard/upgrade-stage-two: the identity of the main contact, reviewed in 24-48 hours. */
export const useUpgradeStageTwo = (options: UpgradeOptions) => useUpgradeStage<IdentityBody>('two', options);

/** POST /v1/dashboard/upgrade-stage-three: the company documents, reviewed in 24-48 hours. */
export const useUpgradeStageThree = (options: UpgradeOptions) =>
  useUpgradeStage<CompanyBody>('three', options);
