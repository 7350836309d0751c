import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { productFixture } from '@/testing/product-fixtures';
import { serviceFixture } from '@/features/services/testing/service-fixtures';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

/**
 * Edit product and edit service open on the saved category and subcategory, whether the category
 * list arrives before or after the record, and a save sends them back unchanged.
 */

/** A response the test releases when it wants (the category list arriving late). */
const later = () => {
  let release: (value: [number, unknown]) => void = () => {};
  const promise = new Promise<[number, unknown]>((resolve) => (release = resolve));
  return { promise, release };
};

const selected = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('edit forms keep the saved category and subcategory', () => {
  it('edit product shows Fashion › Bags before and after the categories load, and saves them', async () => {
    const categories = later();
    const product = productFixture({ subCategory: 'Bags' });
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/products/sku/${product.sku}`]: () => [200, envelope(product)],
      'GET /v1/product/category': () => categories.promise,
      [`PUT /v1/product/${product.id}`]: ({ body }) => [200, envelope({ ...product, ...(body as object) })],
      [`GET /v1/products/${product.id}`]: () => [200, envelope(product)],
    });
    renderApp(`/products/${product.sku}/edit-product`);
    await screen.findByLabelText('Category');
    expect(selected('Category')).toBe('Fashion');
    expect(selected('Subcategory')).toBe('Bags');
    expect(screen.getByLabelText('Category')).not.toHaveDisplayValue('Select a category');

    categories.release([
      200,
      envelope([
        { id: 'home', name: 'Home', title: 'Home', subCategories: [] },
        {
          id: 'fashion',
          name: 'Fashion',
          title: 'Fashion',
          subCategories: [
            { id: 'fashion.bags', name: 'Bags', title: 'Bags' },
            { id: 'fashion.shoes', name: 'Shoes', title: 'Shoes' },
          ],
        },
      ]),
    ]);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Shoes' })).toBeInTheDocument());
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Fashion');
    expect(screen.getByLabelText('Subcategory')).toHaveDisplayValue('Bags');

    const price = screen.getByLabelText('Price (₦)');
    await userEvent.clear(price);
    await userEvent.type(price, '16000');
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sentBodies(fetchMock, `PUT /v1/product/${product.id}`)).toHaveLength(1));
    expect(sentBodies(fetchMock, `PUT /v1/product/${product.id}`)[0]).toMatchObject({
      category: 'Fashion',
      subCategory: 'Bags',
    });
  });

  it('edit service shows Photography › Weddings before and after the categories load, and saves them', async () => {
    const categories = later();
    const service = serviceFixture({ categories: [{ name: 'Photography' }, { name: 'Weddings' }] });
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser({ serviceType: 'service' }))],
      [`GET /v1/services/${service.id}`]: () => [200, envelope(service)],
      'GET /v1/services/category/all': () => categories.promise,
      [`PUT /v1/services/update/${service.id}`]: ({ body }) => [
        200,
        envelope({ ...service, ...(body as object) }),
      ],
    });
    renderApp(`/services/${service.id}/edit-service`);
    await screen.findByLabelText('Category');
    expect(selected('Category')).toBe('Photography');
    expect(selected('Subcategory')).toBe('Weddings');

    categories.release([
      200,
      envelope([
        {
          id: 'photography',
          name: 'Photography',
          title: 'Photography',
          subCategories: [
            { id: 'photography.weddings', name: 'Weddings', title: 'Weddings' },
            { id: 'photography.portraits', name: 'Portraits', title: 'Portraits' },
          ],
        },
      ]),
    ]);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Portraits' })).toBeInTheDocument());
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Photography');
    expect(screen.getByLabelText('Subcategory')).toHaveDisplayValue('Weddings');

    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/services/update/${service.id}`)).toHaveLength(1),
    );
    expect(sentBodies(fetchMock, `PUT /v1/services/update/${service.id}`)[0]).toMatchObject({
      categories: [{ name: 'Photography' }, { name: 'Weddings' }],
    });
  });
});
