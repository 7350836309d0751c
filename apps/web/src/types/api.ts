/**
 * Response shapes the web app reads (SPEC §3). They move to @oja/contracts as its schemas land;
 * until then they are declared here, once, for every feature.
 */
export type StageVerificationStatus = 'pending' | 'verified' | 'declined';
export type ServiceType = 'product' | 'service';

export interface UserBank {
  bankCode: string;
  accountNumber: string;
  beneficiaryName: string;
}

export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  image?: string | null;
  email: string;
  phone?: string | null;
  role: string;
  serviceType?: ServiceType | string | null;
  businessName?: string | null;
  category?: string | null;
  businessType?: string | null;
  username?: string | null;
  aboutBusiness?: string | null;
  country?: string | null;
  state?: string | null;
  address?: string | null;
  location?: { address?: string | null } | null;
  zipCode?: string | null;
  isEmailVerified: boolean;
  verificationStatus: boolean;
  stage: number;
  level: number;
  stageVerificationStatus?: StageVerificationStatus | null;
  bank?: UserBank | null;
}

export interface LoginResponse {
  user: UserProfile;
  tokens: { access: { token: string; expires: string } };
}

export interface Category {
  id: string;
  name: string;
  subcategories?: Array<{ id?: string; name: string }> | string[] | null;
}
