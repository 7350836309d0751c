import { createKycProvider } from '../providers/kyc/reviewer-queue-kyc.ts';
import { createMapsProvider } from '../providers/maps/gazetteer-maps.ts';
import { decide } from '../modules/verification/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import type { DemoClient } from './demo-client.ts';
import { fabricImage } from './demo-fabrics.ts';
import type { Random } from '../cli/simulate-orders.ts';

export interface DemoMerchant {
  id: string;
  email: string;
  token: string;
}

/** Logs in as a demo account, as the dashboard does. */
export async function login(client: DemoClient, email: string): Promise<DemoMerchant> {
  const data = await client.call<{ user: { id: string }; tokens: { access: { token: string } } }>({
    method: 'POST',
    url: '/v1/auth/login',
    body: { email, password: DEMO_PASSWORD },
  });
  return { id: data.user.id, email, token: data.tokens.access.token };
}

/** Verification stage one: the business address picked from the address search, as the form sends it. */
export async function submitBusiness(
  client: DemoClient,
  m: DemoMerchant,
  query: string,
  businessType: string,
) {
  const found = await client.call<{ results: { place_id: string }[] }>({
    method: 'GET',
    url: `/api/maps?type=autocomplete&q=${encodeURIComponent(query)}`,
    token: m.token,
  });
  const place = await client.call<Record<string, string | number | null>>({
    method: 'GET',
    url: `/api/geo-code?placeId=${encodeURIComponent(found.results[0]!.place_id)}`,
    token: m.token,
  });
  await client.call({
    method: 'POST',
    url: '/v1/dashboard/upgrade-stage-one',
    token: m.token,
    body: {
      placeId: place.place_id,
      businessAddress: place.formatted_address,
      country: place.country,
      state: place.state,
      city: place.city,
      zip: place.zip,
      line1: place.line1,
      latitude: place.latitude,
      longitude: place.longitude,
      businessType,
      annualTransactionRange: [{ currencyCode: 'NGN', from: 500_000, to: 2_000_000 }],
    },
  });
}

/** A scanned document (an ID card, a utility bill) uploaded as the verification forms do. */
async function document(client: DemoClient, m: DemoMerchant, rng: Random, name: string) {
  const scan = await fabricImage(
    'check',
    [
      [240, 240, 235],
      [200, 210, 225],
    ],
    rng,
  );
  return client.upload(m.token, name, scan, 'documents');
}

/** Verification stage two: the owner's identity, left waiting for the reviewer unless `approve`. */
export async function submitIdentity(
  client: DemoClient,
  m: DemoMerchant,
  rng: Random,
  person: { firstName: string; lastName: string; phone: string; bvn: string },
) {
  const image = await document(client, m, rng, 'voters-card.jpg');
  await client.call({
    method: 'POST',
    url: '/v1/dashboard/upgrade-stage-two',
    token: m.token,
    body: {
      firstName: person.firstName,
      lastName: person.lastName,
      dob: '1988-03-14',
      email: m.email,
      phone: person.phone,
      authId: { idType: 'bvn', value: person.bvn },
      regulatoryId: { idType: 'voters_card', image },
    },
  });
}

/** Verification stage three: the registered company, with a proof of address. */
export async function submitCompany(client: DemoClient, m: DemoMerchant, rng: Random) {
  const image = await document(client, m, rng, 'nepa-bill.jpg');
  await client.call({
    method: 'POST',
    url: '/v1/dashboard/upgrade-stage-three',
    token: m.token,
    body: {
      registrationName: 'Adaeze Fabrics and Company Ltd',
      cacNumber: 'RC-1748203',
      companyEmail: 'hello@adaezefabrics.ng',
      dialCode: '+234',
      companyPhone: '803 123 4567',
      tin: '21837465-0001',
      proofOfAddress: { proofType: 'nepa_bill', image },
    },
  });
}

/** The reviewer approves the merchant's waiting submission, as `npm run admin -- verification approve` does. */
export async function approveVerification(client: DemoClient, merchantId: string) {
  const ctx = {
    db: client.app.db,
    mailer: client.app.mailer,
    maps: createMapsProvider(),
    kyc: createKycProvider(),
  };
  await decide(ctx, merchantId, { status: 'verified', reason: null, reviewedBy: null });
}
