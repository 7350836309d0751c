import type { FastifyInstance } from 'fastify';
import { createKycProvider } from '../../providers/kyc/reviewer-queue-kyc.ts';
import type { KycProvider } from '../../providers/kyc/kyc-provider.ts';
import { createMapsProvider } from '../../providers/maps/gazetteer-maps.ts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';
import { verificationAdminRoutes } from './verification-admin-routes.ts';
import type { VerificationContext } from './verification-context.ts';
import { verificationRoutes } from './verification-routes.ts';

/** The merchant's stage submissions and the operators' reviewer API, sharing one context. */
export async function verificationModule(
  app: FastifyInstance,
  opts: { maps?: MapsProvider; kyc?: KycProvider },
) {
  const ctx: VerificationContext = {
    db: app.db,
    mailer: app.mailer,
    maps: opts.maps ?? createMapsProvider(),
    kyc: opts.kyc ?? createKycProvider(),
  };
  await app.register(verificationRoutes, { ctx });
  await app.register(verificationAdminRoutes, { ctx });
}
