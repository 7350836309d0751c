import { screen, within } from '@testing-library/react';
import { renderApp } from '@/app/testing/render-app';
import { envelope, type MockHandler, mockFetch } from '@/testing/mock-fetch';
import { productFixture } from '@/testing/product-fixtures';
import { testUser } from '@/testing/test-user';

/** The products and the screen helpers the /products tests share. */
export const dress = productFixture({
  id: 'p-1',
  name: 'Ankara wrap dress with sash',
  sku: 'ANK-7K3QZP',
  categories: [{ title: 'Fashion' }, { title: 'Ankara & African Prints' }],
  price: 1234567.5,
  units: 4,
});
export const bag = productFixture({
  id: 'p-2',
  name: 'Leather bag',
  sku: 'BAG-1',
  units: 0,
  thumbnail: null,
});
export const butter = productFixture({ id: 'p-3', name: 'Shea butter', sku: 'SHE-1', status: 'INACTIVE' });

const profile: MockHandler = () => [200, envelope(testUser())];
const categories: MockHandler = () => [200, envelope([])];

export const renderProducts = (url: string, list: MockHandler, extra: Record<string, MockHandler> = {}) => {
  const fetchMock = mockFetch({
    'GET /v1/users/profile': profile,
    'GET /v1/product/category': categories,
    'GET /v1/products': list,
    ...extra,
  });
  return { fetchMock, ...renderApp(url) };
};

export const table = () => screen.findByRole('table', { name: 'Products' });
export const rowOf = async (name: string) =>
  (await screen.findByRole('checkbox', { name: `Select ${name}` })).closest('tr')!;
export const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
