import type { Actor, UserProfile } from '@oja/contracts';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** The docs/product/onboarding.md#profile-and-password profile of a user row; fields are picked one by one so a hash can never slip out. */
export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    image: user.image,
    email: user.email,
    phone: user.phone,
    role: user.role,
    serviceType: user.serviceType === 'product' || user.serviceType === 'service' ? user.serviceType : null,
    businessName: user.businessName,
    category: user.category,
    businessType: user.businessType,
    username: user.username,
    aboutBusiness: user.aboutBusiness,
    country: user.country,
    state: user.state,
    address: user.address,
    location: { address: user.locationAddress },
    zipCode: user.zipCode,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    verificationStatus: user.verificationStatus,
    stage: user.stage,
    level: user.level,
    stageVerificationStatus: isStageStatus(user.stageVerificationStatus)
      ? user.stageVerificationStatus
      : null,
    bank: user.bank ?? null,
    theme: user.theme,
    version: user.version,
  };
}

const isStageStatus = (value: string | null): value is 'pending' | 'verified' | 'declined' =>
  value === 'pending' || value === 'verified' || value === 'declined';

/** The business's profile as the signed-in person sees it: a staff member does not see the owner's bank account. */
export const asSeenBy = (profile: UserProfile, actor: Pick<Actor, 'kind'>): UserProfile =>
  actor.kind === 'owner' ? profile : { ...profile, bank: null };
