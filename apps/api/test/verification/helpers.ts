import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { pdf, png, upload } from '../catalogue/helpers.ts';

export { createCatalogueApp as createVerificationApp } from '../catalogue/helpers.ts';

/** The first autocomplete suggestion for `q`, through the API the dashboard calls. */
export async function pickPlace(t: TestApp, merchant: TestMerchant, q: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/maps?type=autocomplete&q=${encodeURIComponent(q)}`,
    headers: merchant.headers,
  });
  if (res.statusCode !== 200) throw new Error(`autocomplete failed: ${res.body}`);
  const first = res.json().data.results[0] as { description: string; place_id: string } | undefined;
  if (!first) throw new Error(`no place for ${q}`);
  const place = await t.app.inject({
    method: 'GET',
    url: `/api/geo-code?placeId=${encodeURIComponent(first.place_id)}`,
    headers: merchant.headers,
  });
  return place.json().data as {
    place_id: string;
    formatted_address: string;
    latitude: number | null;
    longitude: number | null;
    state: string;
    country: string;
    city: string;
    zip: string;
    line1: string;
  };
}

/** A stage-one body for a picked place, as the business form sends it. */
export async function businessBody(
  t: TestApp,
  merchant: TestMerchant,
  q = '14 Balogun Street, Lagos Island, Lagos',
) {
  const place = await pickPlace(t, merchant, q);
  return {
    placeId: place.place_id,
    businessAddress: place.formatted_address,
    country: place.country,
    state: place.state,
    city: place.city,
    zip: place.zip,
    line1: place.line1,
    latitude: place.latitude,
    longitude: place.longitude,
    businessType: 'sole_trader',
    annualTransactionRange: [
      { currencyCode: 'NGN', from: 500_000, to: 2_000_000 },
      { currencyCode: 'USD', from: 0, to: 5_000 },
    ],
  };
}

export async function uploadDocument(
  t: TestApp,
  merchant: TestMerchant,
  kind: 'png' | 'pdf' = 'png',
): Promise<string> {
  const res =
    kind === 'png'
      ? await upload(t, merchant, 'id-card.png', await png(32, 20), 'documents')
      : await upload(t, merchant, 'bill.pdf', pdf(), 'documents');
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.secure_url;
}

export const identityBody = (image: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Adaeze',
  lastName: 'Okafor',
  preferredName: 'Ada',
  dob: '1990-05-17',
  email: 'adaeze@example.com',
  phone: '+234 803 123 4567',
  authId: { idType: 'bvn', value: '22212345678' },
  regulatoryId: { idType: 'voters_card', image },
  ...overrides,
});

export const companyBody = (image: string, overrides: Record<string, unknown> = {}) => ({
  registrationName: 'Adaeze Fabrics Ltd',
  cacNumber: 'RC-1234567',
  companyEmail: 'hello@adaezefabrics.ng',
  dialCode: '+234',
  companyPhone: '803 123 4567',
  tin: '12345678-0001',
  proofOfAddress: { proofType: 'nepa_bill', image },
  ...overrides,
});

export const post = (t: TestApp, merchant: TestMerchant, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: merchant.headers, payload: payload as object });

/** The operator who reviews verifications in these tests. */
export const REVIEWER = { role: 'operator', firstName: 'Olu', lastName: 'Reviewer' } as const;

export const operator = (t: TestApp) => createMerchant(t, REVIEWER);

/** A merchant at stage 2 pending: stage one done and an identity submission waiting for review. */
export async function merchantAwaitingReview(
  t: TestApp,
  overrides: Parameters<typeof createMerchant>[1] = {},
) {
  const merchant = await createMerchant(t, overrides);
  const one = await post(t, merchant, '/v1/dashboard/upgrade-stage-one', await businessBody(t, merchant));
  if (one.statusCode !== 200) throw new Error(one.body);
  const image = await uploadDocument(t, merchant);
  const two = await post(t, merchant, '/v1/dashboard/upgrade-stage-two', identityBody(image));
  if (two.statusCode !== 200) throw new Error(two.body);
  return merchant;
}
