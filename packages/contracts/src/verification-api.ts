import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { multiLineText } from './text.ts';
import { stageStatuses, VERIFICATION_STAGES } from './verification-constants.ts';

/** The verification state of a user, as the profile carries it (docs/product/onboarding.md#verification-levels). */
export const verificationStateSchema = z.object({
  stage: z.number().int().min(0).max(VERIFICATION_STAGES),
  level: z.number().int(),
  stageVerificationStatus: z.enum(stageStatuses).nullable(),
  verificationStatus: z.boolean(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationSubmissionSchema = z.object({
  id: z.string(),
  stage: z.number().int(),
  status: z.enum(stageStatuses),
  reason: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const upgradeResultSchema = verificationStateSchema.extend({
  submission: verificationSubmissionSchema,
});
/** GET /v1/dashboard/verification: the state, the latest submission (a decline's reason) and the business country. */
export const verificationOverviewSchema = verificationStateSchema.extend({
  latestSubmission: verificationSubmissionSchema.nullable(),
  /** ISO alpha-2 of the business address verified at stage one (decides the identity and company rules). */
  businessCountry: z.string().nullable(),
});

/** The operator's view of a submission in the reviewer queue. */
export const reviewItemSchema = verificationSubmissionSchema.extend({
  merchantId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  businessName: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  reviewedBy: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
});
export const reviewListQuery = z.object({
  status: z.enum(stageStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const declineBody = z.object({
  reason: multiLineText({ error: 'Enter the reason for declining' })
    .trim()
    .min(3, 'Enter the reason for declining')
    .max(500),
});
