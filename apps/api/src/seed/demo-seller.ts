import type { Random } from '../cli/simulate-orders.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import type { DemoBuyer } from './demo-buyers.ts';
import type { DemoClient } from './demo-client.ts';
import { fabricImage } from './demo-fabrics.ts';
import { inBatches, seedProductOrders } from './demo-orders.ts';
import { seedMerchantSales } from './demo-sales.ts';
import { seedRefunds } from './demo-refunds.ts';
import { seedWallet } from './demo-wallet.ts';
import {
  approveVerification,
  type DemoMerchant,
  submitBusiness,
  submitCompany,
  submitIdentity,
} from './demo-setup.ts';

export const SELLER_PIN = '4826';

/** Adaeze Fabrics & Co.: verified to level 3, with its pickup address, courier, catalogue and sales. */
export async function seedSeller(
  client: DemoClient,
  seller: DemoMerchant,
  buyers: DemoBuyer[],
  options: { rng: Random; now: Date; orders: number; days: number; time: (step: string) => void },
) {
  const { rng, time } = options;
  await submitBusiness(client, seller, '14 Balogun Street, Lagos Island, Lagos', 'registered_business');
  await submitIdentity(client, seller, rng, {
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phone: '+234 803 123 4567',
    bvn: '22212345678',
  });
  await approveVerification(client, seller.id);
  await submitCompany(client, seller, rng);
  await approveVerification(client, seller.id);
  await client.call({
    method: 'POST',
    url: '/v1/logistic/pickup-address',
    token: seller.token,
    body: {
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email: 'dispatch@adaezefabrics.ng',
      phone: '+2348031234567',
      address: '14 Balogun Street',
      state: 'Lagos',
      city: 'Lagos Island',
      isDefault: true,
    },
  });
  await client.call({
    method: 'POST',
    url: '/v1/logistic/pickup-address',
    token: seller.token,
    body: {
      firstName: 'Chidi',
      lastName: 'Okafor',
      email: 'lekki@adaezefabrics.ng',
      phone: '+2348034441122',
      address: '22 Admiralty Way',
      state: 'Lagos',
      city: 'Lekki',
    },
  });
  await client.call({
    method: 'POST',
    url: '/v1/logistic',
    token: seller.token,
    body: {
      name: 'Gokada Express Lagos',
      contactName: 'Samuel Ade',
      email: 'dispatch@gokada.example.com',
      phone: '+2348091234000',
      rates: [
        { label: 'Lagos Island to Mainland', amount: 2500 },
        { label: 'Same-day Lekki', amount: 3500 },
      ],
    },
  });
  time('seller: verification, pickup, courier');

  const catalogue = demoCatalogue(rng);
  const ids = await inBatches(catalogue, async (product) => {
    const image = await fabricImage(product.pattern, product.colours, rng);
    const url = await client.upload(seller.token, product.fileName, image, 'products');
    const created = await client.call<{ id: string }>({
      method: 'POST',
      url: '/v1/product',
      token: seller.token,
      body: { ...product.body, image: url },
    });
    return created.id;
  });
  // The stock the buyers' carts draw from, in the catalogue's order.
  const stock = new Map<string, number>();
  catalogue.forEach((product, n) => {
    if (product.body.status === 'ACTIVE') stock.set(ids[n]!, Number(product.body.units));
  });
  time('seller: catalogue with images');

  const placed = await seedProductOrders(client, seller, stock, buyers, {
    rng,
    count: options.orders,
    days: options.days,
    now: options.now,
    time,
  });
  await seedMerchantSales(client, seller, stock, buyers, { rng, now: options.now });
  time('seller: offline sales and a payment link with its deposit paid');
  await seedRefunds(client, seller, placed);
  time('seller: refunds and a return');
  await seedWallet(client, seller, SELLER_PIN);
  time('seller: wallet');
}
