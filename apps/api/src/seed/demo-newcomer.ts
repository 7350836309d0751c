import type { Random } from '../cli/simulate-orders.ts';
import type { DemoClient } from './demo-client.ts';
import { fabricImage } from './demo-fabrics.ts';
import type { DemoMerchant } from './demo-setup.ts';

/** The newcomer (stage 0): two products and a task, enough to show the first steps without blocking them. */
export async function seedNewcomer(client: DemoClient, m: DemoMerchant, rng: Random) {
  const items = [
    {
      name: 'Shea butter body cream',
      price: 4_500,
      units: 30,
      colours: [
        [246, 238, 220],
        [214, 180, 120],
      ],
    },
    {
      name: 'Black soap (500 g)',
      price: 3_000,
      units: 12,
      colours: [
        [60, 48, 40],
        [120, 96, 70],
      ],
    },
  ] as const;
  for (const [n, item] of items.entries()) {
    const image = await fabricImage(
      'beads',
      item.colours.map((c) => [...c] as [number, number, number]),
      rng,
    );
    const url = await client.upload(m.token, `newcomer-${n + 1}.jpg`, image, 'products');
    await client.call({
      method: 'POST',
      url: '/v1/product',
      token: m.token,
      body: {
        name: item.name,
        category: 'Beauty',
        price: item.price,
        units: item.units,
        image: url,
        sku: `NEW-${n + 1}`,
      },
    });
  }
  await client.call({
    method: 'POST',
    url: '/v1/dashboard/task',
    token: m.token,
    body: { title: 'Finish verifying my business' },
  });
}
