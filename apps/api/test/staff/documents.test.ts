import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { png, upload } from '../catalogue/helpers.ts';
import {
  businessBody,
  createVerificationApp,
  identityBody,
  post,
  uploadDocument,
} from '../verification/helpers.ts';
import { addStaff } from './helpers.ts';

describe("the owner's verification documents", () => {
  let t: TestApp;
  let owner: TestMerchant;
  suiteApp(async () => {
    t = await createVerificationApp();
    owner = await createMerchant(t);
    return t;
  });

  const view = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname, headers });

  it('are seen by the owner only: a staff member sees the business images, not its identity papers', async () => {
    const document = await uploadDocument(t, owner);
    expect(
      (await post(t, owner, '/v1/dashboard/upgrade-stage-one', await businessBody(t, owner))).statusCode,
    ).toBe(200);
    const sent = await post(t, owner, '/v1/dashboard/upgrade-stage-two', identityBody(document));
    expect(sent.statusCode, sent.body).toBe(200);
    const image = (await upload(t, owner, 'tote.png', await png(40, 40), 'products')).json().data.secure_url;

    const manager = await addStaff(t, owner, 'manager');
    expect((await view(document, owner.headers)).statusCode).toBe(200);
    expect((await view(document, manager.headers)).statusCode).toBe(404);
    expect((await view(image, manager.headers)).statusCode).toBe(200);
  });
});
