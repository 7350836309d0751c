import type { companySubmissionSchema } from '@oja/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import {
  UPGRADE_FALLBACK,
  type UpgradeOptions,
  type UpgradeResult,
  useUpgradeStage,
} from './use-upgrade-stage';

export type CompanyBody = z.input<typeof companySubmissionSchema>;

/** POST /v1/dashboard/upgrade-stage-three: the company documents, reviewed in 24-48 hours. */
export const upgradeStageThree = (body: CompanyBody) =>
  api.request<UpgradeResult>('/v1/dashboard/upgrade-stage-three', {
    method: 'POST',
    body,
    fallbackMessage: UPGRADE_FALLBACK,
  });

export const useUpgradeStageThree = (options: UpgradeOptions) => useUpgradeStage(upgradeStageThree, options);
