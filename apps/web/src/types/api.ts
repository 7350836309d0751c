/**
 * Response shapes the web app reads (docs/product/interface.md#lists). They come from @oja/contracts, the schemas the server
 * answers with, so the dashboard and the API cannot drift apart; this file only names them for the
 * features that read them.
 */
import type { z } from 'zod';
import type { stageVerificationStatus, userProfile } from '@oja/contracts';

export type { Category, LoginResponse, ServiceType, SubCategory, UserProfile } from '@oja/contracts';

export type StageVerificationStatus = z.infer<typeof stageVerificationStatus>;
export type UserBank = NonNullable<z.infer<typeof userProfile>['bank']>;
