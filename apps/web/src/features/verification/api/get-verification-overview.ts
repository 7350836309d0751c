import type { StageStatus } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/dashboard/verification as JSON: the state, the latest submission and the business country. */
export interface VerificationOverview {
  stage: number;
  level: number;
  stageVerificationStatus: StageStatus | null;
  verificationStatus: boolean;
  latestSubmission: {
    id: string;
    stage: number;
    status: StageStatus;
    reason: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  /** ISO alpha-2 of the business address verified at stage one. */
  businessCountry: string | null;
}

export const getVerificationOverview = (signal?: AbortSignal) =>
  api.get<VerificationOverview>('/v1/dashboard/verification', { signal });

export const verificationOverviewQueryKey = ['verification', 'overview'] as const;

export const verificationOverviewQueryOptions = () =>
  queryOptions({
    queryKey: verificationOverviewQueryKey,
    queryFn: ({ signal }) => getVerificationOverview(signal),
  });

export const useVerificationOverview = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...verificationOverviewQueryOptions(), enabled });
