import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

describe('merchant requests', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let chidi: TestMerchant;
  let dayo: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola, chidi, dayo] = await Promise.all([
      createMerchant(t, { username: 'ada', businessName: 'Ada Stores' }),
      createMerchant(t, { username: 'bola', businessName: 'Bola Foods' }),
      createMerchant(t, { username: 'chidi', businessName: 'Chidi Prints' }),
      createMerchant(t, { username: 'dayo', businessName: 'Dayo Logistics' }),
    ]);
  });
  afterAll(() => t.close());

  const sendRequest = (from: TestMerchant, recipient: string, message = 'Shall we partner?') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/merchant/request',
      headers: from.headers,
      payload: { recipient, message },
    });
  const answer = (m: TestMerchant, verb: 'accept' | 'decline', id: string) =>
    t.app.inject({ method: 'PATCH', url: `/v1/merchant/request/${verb}/${id}`, headers: m.headers });

  it('sends a request by username or email; the receiver sees it pending and is notified', async () => {
    const byName = await sendRequest(ada, 'BOLA', 'Let us sell your foods in my store');
    expect(byName.statusCode).toBe(201);
    expect(byName.json()).toMatchObject({
      code: 201,
      status: 'Success',
      message: 'Request sent successfully',
    });
    const request = byName.json().data;
    expect(request).toMatchObject({
      status: 'pending',
      message: 'Let us sell your foods in my store',
      sender: { id: ada.id, username: 'ada', businessName: 'Ada Stores' },
      receiver: { id: bola.id, username: 'bola' },
      respondedAt: null,
    });
    expect(request.sender).not.toHaveProperty('email');
    expect((await sendRequest(chidi, bola.email.toUpperCase())).statusCode).toBe(201);

    const received = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/received',
      headers: bola.headers,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data).toMatchObject({ page: 1, limit: 10, totalResults: 2, totalPages: 1 });
    expect(received.json().data.results.map((r: { sender: { id: string } }) => r.sender.id)).toEqual([
      chidi.id,
      ada.id,
    ]);
    const limited = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/received?limit=1&page=2',
      headers: bola.headers,
    });
    expect(limited.json().data.results.map((r: { id: string }) => r.id)).toEqual([request.id]);

    const sent = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/sent',
      headers: ada.headers,
    });
    expect(sent.json().data.results.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const notes = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: bola.headers });
    expect(notes.json().data.results[1]).toMatchObject({
      type: 'request.received',
      title: 'Ada Stores sent you a request',
      link: '/market-place',
    });
  });

  it('refuses a request to yourself (422), to nobody (404) and a second pending one (409)', async () => {
    const self = await sendRequest(dayo, 'dayo');
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ status: 'Failed', message: 'You cannot send a request to yourself' });
    expect((await sendRequest(dayo, dayo.email)).statusCode).toBe(422);
    expect((await sendRequest(dayo, 'no-such-merchant')).statusCode).toBe(404);
    expect((await sendRequest(dayo, 'chidi')).statusCode).toBe(201);
    const twice = await sendRequest(dayo, 'chidi');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You already have a pending request to this merchant');
    const racing = await Promise.all([sendRequest(bola, 'chidi'), sendRequest(bola, 'chidi')]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const blank = await sendRequest(dayo, 'chidi', '  ');
    expect(blank.statusCode).toBe(400);
  });

  it('accepts a pending request once: a second accept and a later decline are 409', async () => {
    const request = (await sendRequest(chidi, 'ada', 'Print your flyers?')).json().data;
    const accepted = await answer(ada, 'accept', request.id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      code: 200,
      status: 'Success',
      message: 'Request Accepted Successfully!',
      data: { id: request.id, status: 'accepted' },
    });
    expect(accepted.json().data.respondedAt).not.toBeNull();

    const again = await answer(ada, 'accept', request.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      status: 'Failed',
      message: 'This request has already been answered',
    });
    expect((await answer(ada, 'decline', request.id)).statusCode).toBe(409);

    const pending = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/received',
      headers: ada.headers,
    });
    expect(pending.json().data.results.map((r: { id: string }) => r.id)).not.toContain(request.id);
    const accepteds = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/received?status=accepted',
      headers: ada.headers,
    });
    expect(accepteds.json().data.results.map((r: { id: string }) => r.id)).toEqual([request.id]);
    const notes = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: chidi.headers });
    expect(notes.json().data.results[0]).toMatchObject({
      type: 'request.answered',
      title: 'Ada Stores accepted your request',
    });
    // Once answered, the same sender may ask again.
    expect((await sendRequest(chidi, 'ada')).statusCode).toBe(201);
  });

  it('declines with its own message, and an empty JSON body is accepted too', async () => {
    const request = (await sendRequest(bola, 'dayo')).json().data;
    const declined = await t.app.inject({
      method: 'PATCH',
      url: `/v1/merchant/request/decline/${request.id}`,
      headers: { ...dayo.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      message: 'Request Declined Successfully!',
      data: { status: 'declined' },
    });
    expect((await answer(dayo, 'accept', request.id)).statusCode).toBe(409);
  });

  it('lets exactly one of two concurrent answers win', async () => {
    const request = (await sendRequest(dayo, 'bola', 'race')).json().data;
    const results = await Promise.all([
      answer(bola, 'accept', request.id),
      answer(bola, 'decline', request.id),
      answer(bola, 'accept', request.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("answers another merchant's request with 404, like a missing one", async () => {
    const request = (await sendRequest(ada, 'chidi', 'for Chidi')).json().data;
    for (const who of [ada, bola]) {
      const res = await answer(who, 'accept', request.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Request not found');
    }
    expect((await answer(chidi, 'decline', '0190f0a0-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const still = await t.app.inject({
      method: 'GET',
      url: '/v1/merchant/request/received',
      headers: chidi.headers,
    });
    expect(still.json().data.results.find((r: { id: string }) => r.id === request.id).status).toBe('pending');
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/merchant/request/received' })).statusCode).toBe(
      401,
    );
    const id = '0190f0a0-0000-7000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/v1/merchant/request/accept/${id}` })).statusCode,
    ).toBe(401);
  });
});
