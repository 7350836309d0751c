import type { UserProfile } from '@/types/api';

/** How the merchant is named on its invoices: the business name, else the person's name. */
export const merchantName = (user: UserProfile | undefined) =>
  user?.businessName?.trim() || [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
