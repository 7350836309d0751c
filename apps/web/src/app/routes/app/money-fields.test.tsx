import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { moneyInputMessages } from '@/components/money-input/money-edit';
import { page, testCustomer, testProduct } from '@/features/invoices/testing/invoice-fixtures';
import { walletOverviewFixture } from '@/features/wallet/testing/wallet-fixtures';
import { envelope, type MockHandler, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

/**
 * Every money field of every form, attacked the same way: a field whose name speaks of a price, an amount
 * or a fee must refuse "e", "-" and a pasted "1e9" visibly (the amount unchanged, the field invalid, a
 * message) and read a pasted "₦1,000.50" exactly. A money field added to these screens without the money
 * input fails here.
 */
const MONEY_NAME = /price|amount|fee/i;

const wallet = walletOverviewFixture();
const emptyPage = { results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 };
const category = (kind: string) => ({
  id: `${kind}.fashion`,
  name: 'Fashion',
  title: 'Fashion',
  subCategories: [],
});

interface MoneyScreen {
  name: string;
  path: string;
  handlers: Record<string, MockHandler>;
  /** Opens whatever holds the money fields; returns the container to search. */
  open: () => Promise<HTMLElement>;
  fields: number;
}

const click = async (name: string, within_: HTMLElement = document.body) =>
  userEvent.click(await within(within_).findByRole('button', { name }));
const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

const screens: MoneyScreen[] = [
  {
    name: 'add product (price, original price, option price)',
    path: '/products/add-product',
    handlers: {
      'GET /v1/product/category': () => [200, envelope([category('product')])],
      'GET /v1/products': () => [200, envelope(emptyPage)],
    },
    open: async () => {
      await click('Add variation');
      return document.body;
    },
    fields: 3,
  },
  {
    name: 'add service (price)',
    path: '/services/add-service',
    handlers: { 'GET /v1/services/category/all': () => [200, envelope([category('service')])] },
    open: async () => {
      await screen.findByLabelText('Service name');
      return document.body;
    },
    fields: 1,
  },
  {
    name: 'add invoice (line price)',
    path: '/invoice/add-invoice',
    handlers: {
      'GET /v1/users/customer': () => [200, envelope(page([testCustomer()]))],
      'GET /v1/products': () => [200, envelope(page([testProduct()]))],
    },
    open: async () => {
      await click('Add custom item');
      return document.body;
    },
    fields: 1,
  },
  {
    name: 'logistics company (rate amount)',
    path: '/account',
    handlers: {},
    open: async () => {
      await click('Add logistics company', await screen.findByRole('region', { name: 'Logistics' }));
      const dialog = await dialogNamed('Add logistics company');
      await click('Add a rate', dialog);
      return dialog;
    },
    fields: 1,
  },
  ...(['Top up', 'Withdraw', 'Exchange'] as const).map((action) => ({
    name: `wallet ${action.toLowerCase()} (amount)`,
    path: '/wallet',
    handlers: {
      'GET /v1/wallet': () => [200, envelope(wallet)] as [number, unknown],
      'GET /v1/wallet/transactions': () => [200, envelope(emptyPage)] as [number, unknown],
      'GET /v1/wallet/settlements': () => [200, envelope(emptyPage)] as [number, unknown],
      'GET /v1/wallet/exchange-rate': () => [200, envelope({ rate: null })] as [number, unknown],
    },
    open: async () => {
      await click(action);
      return screen.findByRole('dialog');
    },
    fields: 1,
  })),
];

const attacked: string[] = [];
afterAll(() => {
  console.log(
    `money fields: ${attacked.length} fields on ${screens.length} screens refused "e", "-" and a pasted "1e9" visibly and read "₦1,000.50" exactly`,
  );
});

describe.each(screens)('money fields: $name', ({ path, handlers, open, fields }) => {
  it('refuses what an amount cannot be, visibly, and reads a pasted amount exactly', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser())], ...handlers });
    renderApp(path);
    const container = await open();
    // Number inputs (spinbuttons) too: a money field must not be one.
    const money = [
      ...within(container).queryAllByRole('textbox'),
      ...within(container).queryAllByRole('spinbutton'),
    ].filter((input) => MONEY_NAME.test(input.getAttribute('aria-label') ?? labelOf(input)));
    expect(money).toHaveLength(fields);

    for (const input of money) {
      const name = labelOf(input);
      await userEvent.clear(input);
      await userEvent.type(input, '1');
      for (const [key, message] of [
        ['e', moneyInputMessages.character('e')],
        ['-', moneyInputMessages.negative],
      ] as const) {
        await userEvent.type(input, key);
        expect(input, `${name}: ${key}`).toHaveValue('1');
        expect(input, name).toHaveAttribute('aria-invalid', 'true');
        expect(input, name).toHaveAccessibleDescription(expect.stringContaining(message));
      }
      await userEvent.tripleClick(input);
      await userEvent.paste('1e9');
      expect(input, `${name}: paste 1e9`).toHaveValue('1');
      await userEvent.tripleClick(input);
      await userEvent.paste('₦1,000.50');
      expect(input, `${name}: paste ₦1,000.50`).toHaveValue('1,000.50');
      expect(input, name).not.toHaveAttribute('aria-invalid');
      attacked.push(name);
    }
  });
});

function labelOf(input: HTMLElement) {
  return (input as HTMLInputElement).labels?.[0]?.textContent ?? '';
}
