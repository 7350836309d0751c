import { type Product, productMessages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, sentBodies } from '@/testing/mock-fetch';
import { pageOf } from '@/testing/product-fixtures';
import { bag, butter, dress, renderProducts } from '../../../testing/product-list-setup';

describe('/products selection', () => {
  it('hides the row action menus while rows are selected', async () => {
    renderProducts('/products', () => [200, envelope(pageOf([dress, bag]))]);
    expect(await screen.findByRole('button', { name: `Actions for ${dress.name}` })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${bag.name}` }));
    expect(screen.queryByRole('button', { name: /^Actions for / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);
  });

  it('refuses the toggle of an unselected row while rows are selected; a selected one switches them all', async () => {
    let published: Product[] = [];
    const { fetchMock } = renderProducts('/products', () => [200, envelope(pageOf([dress, bag, butter]))], {
      'PATCH /v1/products/publish': ({ body }) => {
        const { productId, status } = body as { productId: string[]; status: 'ACTIVE' | 'INACTIVE' };
        published = [dress, bag, butter]
          .filter((p) => productId.includes(p.id))
          .map((p) => ({ ...p, status }));
        return [200, envelope(published, productMessages.published)];
      },
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${dress.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${bag.name}` }));
    await userEvent.click(screen.getByRole('switch', { name: `Publish ${butter.name}` }));
    expect(await screen.findByText(productMessages.toggleOnlySelected)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /v1/products/publish')).toEqual([]);
    expect(screen.getByRole('switch', { name: `Publish ${butter.name}` })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(screen.getByRole('switch', { name: `Publish ${dress.name}` }));
    expect(await screen.findByText('Products updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /v1/products/publish')).toEqual([
      { productId: ['p-1', 'p-2'], status: 'INACTIVE' },
    ]);
  });

  it("deletes several selected products behind a confirm dialog: 'Products deleted successfully'", async () => {
    const { fetchMock } = renderProducts('/products', () => [200, envelope(pageOf([dress, bag, butter]))], {
      'DELETE /v1/products': () => [200, envelope({ deleted: 2 }, productMessages.deletedMany)],
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: `Select ${dress.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${butter.name}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 products?' });
    expect(sentBodies(fetchMock, 'DELETE /v1/products')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Products deleted successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /v1/products')).toEqual([{ productId: ['p-1', 'p-3'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it("deletes one product from its row menu: 'Product deleted successfully'", async () => {
    const { fetchMock } = renderProducts('/products', () => [200, envelope(pageOf([dress, bag]))], {
      'DELETE /v1/products/p-2': () => [200, envelope(null, productMessages.deletedOne)],
    });
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${bag.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent('"Leather bag" will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/v1/products/p-2' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });
});
