import { roleForServiceType, type ServiceType } from '@oja/contracts';

/** What the merchant offers: products (a seller) or bookable services (a service provider). */
export type BusinessKind = ServiceType;

/**
 * The kind of business of a profile: the serviceType chosen at onboarding, else the role it gave
 * (serviceProvider for services); sellers and anyone else are product businesses.
 */
export const businessKindOf = ({
  serviceType,
  role,
}: {
  serviceType: ServiceType | null;
  role: string;
}): BusinessKind => serviceType ?? (role === roleForServiceType.service ? 'service' : 'product');
