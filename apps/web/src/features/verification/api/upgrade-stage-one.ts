import type { businessVerificationSchema } from '@oja/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import {
  UPGRADE_FALLBACK,
  type UpgradeOptions,
  type UpgradeResult,
  useUpgradeStage,
} from './use-upgrade-stage';

export type BusinessVerificationBody = z.input<typeof businessVerificationSchema>;

/** POST /v1/dashboard/upgrade-stage-one: the business, verified at once. */
export const upgradeStageOne = (body: BusinessVerificationBody) =>
  api.request<UpgradeResult>('/v1/dashboard/upgrade-stage-one', {
    method: 'POST',
    body,
    fallbackMessage: UPGRADE_FALLBACK,
  });

export const useUpgradeStageOne = (options: UpgradeOptions) => useUpgradeStage(upgradeStageOne, options);
