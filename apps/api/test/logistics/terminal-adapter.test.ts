import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CarrierAddress,
  type CarrierParcel,
  LogisticsProviderError,
  LogisticsUnavailableError,
} from '../../src/providers/logistics/logistics-provider.ts';
import { TerminalHttp } from '../../src/providers/logistics/terminal/terminal-http.ts';
import * as fx from './terminal-fixtures.ts';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
type Answer = { status: number; body: unknown } | 'hang';

/** A tiny HTTP server standing in for Terminal: it records each request and answers what the test planned. */
function recordingServer() {
  const requests: Recorded[] = [];
  const answers: Answer[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      const answer = answers.shift() ?? { status: 404, body: fx.refusal('Not found') };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  return { server, requests, answers };
}

describe('TerminalHttp against the documented contract (a recording server)', () => {
  const { server, requests, answers } = recordingServer();
  let terminal: TerminalHttp;
  const answer = (status: number, body: unknown) => answers.push({ status, body });
  const last = () => requests.at(-1)!;
  const pickup = { addressId: 'AD-00632494667' } as CarrierAddress;
  const delivery = { addressId: 'AD-95918335217' } as CarrierAddress;
  const parcel = { parcelId: 'PC-25164820699' } as CarrierParcel;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    terminal = new TerminalHttp('terminal', {
      baseUrl: `http://127.0.0.1:${port}/v1`,
      secretKey: fx.SECRET_KEY,
      timeoutMs: 300,
    });
  });
  beforeEach(() => {
    requests.length = 0;
    answers.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('creates an address: POST /addresses with the bearer key and Terminal field names', async () => {
    answer(200, fx.envelope('Address created successfully', fx.address));
    const created = await terminal.createAddress({
      name: 'Augustus Obi',
      email: 'augustus_obi@shipmonk.ng',
      phone: '+2348122340000',
      line1: '1121 Allen Avenue, Ikeja',
      city: 'Lagos',
      state: 'Lagos',
      countryCode: 'ng',
    });
    expect(last()).toMatchObject({ method: 'POST', url: '/v1/addresses' });
    expect(last().headers).toMatchObject({
      authorization: `Bearer ${fx.SECRET_KEY}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
    expect(last().body).toEqual({
      first_name: 'Augustus',
      last_name: 'Obi',
      name: 'Augustus Obi',
      email: 'augustus_obi@shipmonk.ng',
      phone: '+2348122340000',
      line1: '1121 Allen Avenue, Ikeja',
      city: 'Lagos',
      state: 'Lagos',
      country: 'NG',
      is_residential: true,
    });
    expect(created).toMatchObject({ addressId: 'AD-00632494667', latitude: 6.5969424, longitude: 3.3542992 });
  });

  it('registers its packaging once, then creates parcels naming it: GET and POST /packaging, POST /parcels', async () => {
    answer(200, fx.envelope('Packaging retrieved successfully', [fx.packaging]));
    answer(200, fx.envelope('Parcel created successfully', fx.parcel));
    answer(200, fx.envelope('Parcel created successfully', fx.parcel));
    const item = {
      name: 'Rubber Boots',
      quantity: 1,
      weight: 1.5,
      dimension: { length: 30, width: 20, height: 4 },
    };
    const first = await terminal.createParcel([item]);
    await terminal.createParcel([item]);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v1/packaging',
      'POST /v1/parcels',
      'POST /v1/parcels',
    ]);
    expect(last().body).toEqual({
      description: 'Rubber Boots',
      packaging: 'PA-97263925515',
      weight_unit: 'kg',
      items: [
        {
          name: 'Rubber Boots',
          description: 'Rubber Boots',
          currency: 'NGN',
          value: 0,
          quantity: 1,
          weight: 1.5,
        },
      ],
    });
    expect(first).toMatchObject({
      parcelId: 'PC-25164820699',
      weight: 1.5,
      packaging: { name: 'Courier bag' },
    });
  });

  it('quotes: GET /rates/shipment with the address and parcel ids; naira become kobo, the speed is read', async () => {
    answer(200, fx.envelope('Rates retrieved successfully', fx.rates));
    const rates = await terminal.getRates(pickup, delivery, parcel);
    expect(last().method).toBe('GET');
    expect(last().url).toBe(
      '/v1/rates/shipment?pickup_address=AD-00632494667&delivery_address=AD-95918335217&parcel_id=PC-25164820699&currency=NGN',
    );
    expect(last().body).toBeUndefined();
    expect(rates).toEqual([
      {
        rateId: 'RT-30798955894',
        carrier: 'DHL Express',
        deliveryType: 'express',
        amount: 1_400_000,
        currency: 'NGN',
        deliveryDays: 5,
      },
      {
        rateId: 'RT-98930123958',
        carrier: 'DHL Express + (Parcel Insurance)',
        deliveryType: 'standard',
        amount: 504_808,
        currency: 'NGN',
        deliveryDays: 3,
      },
    ]);
  });

  it('books: POST /shipments with metadata, POST /shipments/pickup with the rate, tracks and cancels', async () => {
    const draft = { ...fx.shipment, status: 'draft', events: [], extras: undefined };
    answer(200, fx.envelope('Shipment created successfully', draft));
    answer(200, fx.envelope('Pickup for shipment arranged successfully.', fx.shipment));
    answer(200, fx.envelope('Shipment tracked successfully', fx.shipment));
    answer(200, fx.envelope('Shipment cancelled successfully', { ...fx.shipment, status: 'cancelled' }));
    const created = await terminal.createShipment({
      pickup,
      delivery,
      parcel,
      metadata: { merchant_id: 'm-1', order_id: 'o-1' },
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/shipments',
      body: {
        address_from: 'AD-00632494667',
        address_to: 'AD-95918335217',
        parcel: 'PC-25164820699',
        shipment_purpose: 'commercial',
        metadata: { merchant_id: 'm-1', order_id: 'o-1' },
      },
    });
    expect(created).toMatchObject({
      shipmentId: 'SH-31836582829',
      status: 'draft',
      trackingNumber: '',
      events: [],
    });
    const arranged = await terminal.arrangePickup('SH-31836582829', 'RT-30798955894');
    expect(requests[1]).toMatchObject({
      method: 'POST',
      url: '/v1/shipments/pickup',
      body: { rate_id: 'RT-30798955894', shipment_id: 'SH-31836582829' },
    });
    expect(arranged).toMatchObject({
      status: 'confirmed',
      trackingNumber: '7312840374',
      carrier: 'DHL Express',
      events: [
        { status: 'confirmed', location: 'Lagos, NG', occurredAt: new Date('2021-07-13T20:25:53.011Z') },
      ],
    });
    await terminal.trackShipment('SH-31836582829');
    expect(requests[2]).toMatchObject({ method: 'GET', url: '/v1/shipments/track/SH-31836582829' });
    expect((await terminal.cancelShipment('SH-31836582829')).status).toBe('cancelled');
    expect(requests[3]).toMatchObject({
      method: 'POST',
      url: '/v1/shipments/cancel',
      body: { shipment_id: 'SH-31836582829' },
    });
  });

  it("a 400 is the carrier's refusal, with its message", async () => {
    answer(400, fx.refusal('Rate has expired, fetch new rates'));
    const refused = terminal.arrangePickup('SH-1', 'RT-1');
    await expect(refused).rejects.toThrow(LogisticsProviderError);
    await expect(refused).rejects.toThrow('Rate has expired, fetch new rates');
  });

  it.each<[string, Answer, RegExp]>([
    ['a 500', { status: 500, body: fx.refusal('Internal error') }, /answered 500/],
    ['a 503 without a body', { status: 503, body: '' }, /answered 503/],
    ['a refused key (401)', { status: 401, body: fx.refusal('Unauthorized') }, /answered 401/],
    ['garbage', { status: 200, body: '<html>Bad gateway</html>' }, /malformed/],
    [
      'the documented envelope with a wrong shape',
      { status: 200, body: fx.envelope('ok', { address_id: 7 }) },
      /malformed/,
    ],
    ['no answer in time', 'hang', /did not answer within 300 ms/],
  ])('%s is the carrier being unavailable (retryable), never a refusal', async (_, planned, message) => {
    answers.push(planned);
    const call = terminal.trackShipment('SH-1');
    await expect(call).rejects.toThrow(LogisticsUnavailableError);
    await expect(call).rejects.toThrow(message);
  });

  it('a refused connection is the carrier being unavailable', async () => {
    const closed = recordingServer().server;
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const away = new TerminalHttp('terminal', {
      baseUrl: `http://127.0.0.1:${port}`,
      secretKey: fx.SECRET_KEY,
      timeoutMs: 300,
    });
    await expect(away.trackShipment('SH-1')).rejects.toThrow(/The logistics provider could not be reached/);
  });
});
