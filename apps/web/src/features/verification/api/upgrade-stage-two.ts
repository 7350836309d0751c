import type { identitySubmissionSchema } from '@oja/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import {
  UPGRADE_FALLBACK,
  type UpgradeOptions,
  type UpgradeResult,
  useUpgradeStage,
} from './use-upgrade-stage';

export type IdentityBody = z.input<typeof identitySubmissionSchema>;

/** POST /v1/dashboard/upgrade-stage-two: the identity of the main contact, reviewed in 24-48 hours. */
export const upgradeStageTwo = (body: IdentityBody) =>
  api.request<UpgradeResult>('/v1/dashboard/upgrade-stage-two', {
    method: 'POST',
    body,
    fallbackMessage: UPGRADE_FALLBACK,
  });

export const useUpgradeStageTwo = (options: UpgradeOptions) => useUpgradeStage(upgradeStageTwo, options);
