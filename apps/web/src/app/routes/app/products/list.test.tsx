import { productMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure } from '@/testing/mock-fetch';
import { pageOf, productFixture } from '@/testing/product-fixtures';
import {
  bag,
  butter,
  cellsOf,
  dress,
  renderProducts,
  rowOf,
  table,
} from '../../../testing/product-list-setup';

describe('/products', () => {
  it('shows the columns of SPEC §2 with the truncation of §9 and numbers rows across pages', async () => {
    renderProducts('/products?page=2', ({ query }) => [
      200,
      envelope(pageOf([dress, bag], Number(query.get('page')), 12)),
    ]);
    await table();
    const first = await rowOf(dress.name);
    // select, S/N, name, image, categories, price, units, SKU, status, inventory, actions
    expect(cellsOf(first).slice(1, 10)).toEqual([
      '11',
      'Ankara wrap ...',
      '',
      'FashionAnkara & Afr...',
      '₦1,234,567.50',
      '4',
      'ANK-7K...',
      '',
      'In stock',
    ]);
    expect(within(first).getByRole('link', { name: 'Ankara wrap ...' })).toHaveAttribute(
      'href',
      '/products/p-1',
    );
    expect(first.querySelector('img')).toHaveAttribute('src', dress.thumbnail);
    const second = await rowOf(bag.name);
    expect(cellsOf(second)[1]).toBe('12');
    expect(within(second).getByText('Out of stock')).toBeInTheDocument();
    expect(within(second).getByText('No image')).toBeInTheDocument();
  });

  it('shows a capped search total as "100+" and pages past it while pages come back full', async () => {
    const full = Array.from({ length: 10 }, (_, i) => productFixture({ id: `d-${i}`, name: `Dress ${i}` }));
    const { fetchMock } = renderProducts('/products?search=dress&page=10', ({ query }) => {
      const page = Number(query.get('page'));
      // The API counts a search up to SEARCH_TOTAL_CAP (100), says there are more, and serves the pages after it.
      return [200, envelope({ ...pageOf(page <= 11 ? full : [], page, 100), totalCapped: true })];
    });
    const paginator = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(paginator).toHaveTextContent('Page 10 of 10+ · 100+ results'));
    await userEvent.click(within(paginator).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paginator).toHaveTextContent('Page 11 of 10+'));
    expect(within(paginator).getByRole('button', { name: 'Page 11' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(paginator).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(paginator).toHaveTextContent('Page 12 of 10+ · 100+ results'));
    expect(within(paginator).getByRole('button', { name: 'Next' })).toBeDisabled();
    const pages = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/products')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(expect.arrayContaining(['10', '11', '12']));
  });

  it('shows exactly the cap of search matches as they are, never "100+"', async () => {
    const full = Array.from({ length: 10 }, (_, i) => productFixture({ id: `w-${i}`, name: `Wrap ${i}` }));
    renderProducts('/products?search=wrap', ({ query }) => [
      200,
      envelope({ ...pageOf(full, Number(query.get('page')), 100), totalCapped: false }),
    ]);
    const paginator = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(paginator).toHaveTextContent('Page 1 of 10 · 100 results'));
    expect(paginator).not.toHaveTextContent('100+');
  });

  it('shows an exact total without a search, even at the cap', async () => {
    renderProducts('/products?page=100', ({ query }) => [
      200,
      envelope(pageOf([dress], Number(query.get('page')), 1000)),
    ]);
    const paginator = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(paginator).toHaveTextContent('Page 100 of 100 · 1,000 results'));
    expect(within(paginator).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by status on the server (upper-case tab) and again locally', async () => {
    const { fetchMock } = renderProducts('/products?tab=active', () => [
      200,
      envelope(pageOf([dress, butter])),
    ]);
    await rowOf(dress.name);
    expect(screen.queryByRole('checkbox', { name: `Select ${butter.name}` })).not.toBeInTheDocument();
    const url = new URL(
      String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/v1/products'))?.[0]),
      'http://x',
    );
    expect(url.searchParams.get('status')).toBe('ACTIVE');
    await userEvent.click(screen.getByRole('tab', { name: 'All Products' }));
    expect(await screen.findByRole('checkbox', { name: `Select ${butter.name}` })).toBeInTheDocument();
  });

  it('toasts a failed load, with the fallback when the server gives no message; the list says it failed', async () => {
    renderProducts('/products', () => [400, { code: 400 }]);
    // The toast, and the list's own failure (never the empty state), with Retry.
    await waitFor(() => expect(screen.getAllByText(productMessages.listFallback)).toHaveLength(2));
    const failed = screen.getByRole('alert');
    expect(failed).toHaveTextContent("Couldn't load products");
    expect(within(failed).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('Nothing to see yet')).not.toBeInTheDocument();
  });

  it('toasts the server message when the user filters by category, and exports the same filters', async () => {
    renderProducts(
      '/products?search=dress',
      ({ query }) => [
        200,
        envelope(
          pageOf([dress]),
          query.get('category')
            ? `Fetched products of "${query.get('category')}" with name "${query.get('name')}" successfully`
            : 'Fetched products successfully',
        ),
      ],
      {
        'GET /v1/product/category': () => [
          200,
          envelope([{ id: 'f', name: 'Fashion', title: 'Fashion', subCategories: [] }]),
        ],
      },
    );
    await rowOf(dress.name);
    await userEvent.selectOptions(await screen.findByLabelText('Filter by category'), 'Fashion');
    expect(
      await screen.findByText('Fetched products of "Fashion" with name "dress" successfully'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/v1/products/export.csv?name=dress&category=Fashion',
    );
  });

  it('shows the per-row report of a refused CSV import, then imports a good file', async () => {
    let attempt = 0;
    renderProducts('/products', () => [200, envelope(pageOf([dress]))], {
      'POST /v1/products/import': () => {
        attempt++;
        if (attempt === 1) {
          return [
            422,
            {
              ...failure(422, '1 row has errors. Nothing was imported; fix them and upload the file again.'),
              errors: [
                { row: 6, column: 'price', message: 'Price must not be negative', path: 'row 6.price' },
              ],
            },
          ];
        }
        return [201, envelope({ imported: 20 }, 'Imported 20 products successfully', 201)];
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
    expect(within(dialog).getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'href',
      '/v1/products/import/template.csv',
    );
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File(['name'], 'products.csv', { type: 'text/csv' }),
    );
    await userEvent.click(importButton);
    const report = await within(dialog).findByRole('table', { name: 'Problems found in the file' });
    expect(
      within(report)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['6pricePrice must not be negative']);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was imported');
    await userEvent.click(importButton);
    expect(await screen.findByText('Imported 20 products successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
