import { productMessages, textMessages, type UploadResult } from '@oja/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, type MockHandler, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { productFixture } from '@/testing/product-fixtures';
import { testUser } from '@/testing/test-user';

const fashion = {
  id: 'product.fashion',
  name: 'Fashion',
  title: 'Fashion',
  subCategories: [{ id: 'product.fashion.bags', name: 'Bags', title: 'Bags' }],
};
const uploaded = (name: string): UploadResult => ({
  public_id: `products/${name}`,
  secure_url: `/media/products/${name}/original.png`,
  resource_type: 'image',
  format: 'png',
  bytes: 80,
  width: 10,
  height: 10,
  thumbnail_url: `/media/products/${name}/thumb.webp`,
  variants: [],
  created_at: '2026-01-01T00:00:00.000Z',
});
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const renderAdd = (handlers: Record<string, MockHandler>) => {
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/product/category': () => [200, envelope([fashion])],
    'GET /v1/products': () => [
      200,
      envelope({ results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 }),
    ],
    ...handlers,
  });
  return { fetchMock, ...renderApp('/products/add-product') };
};

const fillRequired = async () => {
  await userEvent.type(await screen.findByLabelText('Product name'), 'Leather tote');
  await userEvent.selectOptions(await screen.findByLabelText('Category'), 'Fashion');
  await userEvent.type(screen.getByLabelText('Price (₦)'), '42000');
  await userEvent.type(screen.getByLabelText('Units in stock'), '3');
};

describe('/products/add-product', () => {
  it('keeps Save disabled until the image upload completes, then sends the contract body', async () => {
    let finish!: () => void;
    const { fetchMock } = renderAdd({
      'POST /v1/uploads': () =>
        new Promise(
          (resolve) =>
            (finish = () => resolve([201, envelope(uploaded('tote'), 'File uploaded successfully', 201)])),
        ),
      'POST /v1/product': ({ body }) => [
        201,
        envelope(productFixture({ ...(body as object), id: 'p-9' }), productMessages.created, 201),
      ],
    });
    await fillRequired();
    await userEvent.selectOptions(screen.getByLabelText('Subcategory'), 'Bags');
    await userEvent.type(screen.getByLabelText('Original price (₦)'), '56000');
    expect(screen.getByText('Buyers see a 25% discount.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add variation' }));
    await userEvent.type(screen.getByLabelText('Variation name 1'), 'Colour');
    await userEvent.type(screen.getByLabelText('Option of variation 1, option 1'), 'Brown');
    await userEvent.type(screen.getByLabelText('Units of variation 1, option 1'), '2');

    await userEvent.upload(screen.getByLabelText('Main image'), png('tote.png'));
    const save = screen.getByRole('button', { name: 'Save product' });
    expect(await screen.findByText(/Uploading…/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weight and dimensions' })).toBeDisabled();
    finish();
    expect(await screen.findByText(/Completed/)).toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());

    await userEvent.click(save);
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/product')).toEqual([
      {
        name: 'Leather tote',
        description: '',
        caption: '',
        brand: '',
        category: 'Fashion',
        subCategory: 'Bags',
        price: 42000,
        original_price: 56000,
        units: 3,
        status: 'ACTIVE',
        tags: [],
        variation: [{ name: 'Colour', options: [{ value: 'Brown', units: 2 }] }],
        weight: null,
        dimension: null,
        image: '/media/products/tote/original.png',
        gallery_image: [],
      },
    ]);
  });

  it("shows the contract's messages and sends nothing while the form is invalid", async () => {
    const { fetchMock } = renderAdd({});
    await userEvent.type(await screen.findByLabelText('Product name'), 'T');
    // A minus is refused as it is typed: the price shows (and is) 5, not -5.
    await userEvent.type(screen.getByLabelText('Price (₦)'), '-');
    expect(screen.getByRole('alert')).toHaveTextContent('An amount cannot be negative.');
    await userEvent.type(screen.getByLabelText('Price (₦)'), '5');
    expect(screen.getByLabelText('Price (₦)')).toHaveValue('5');
    await userEvent.type(screen.getByLabelText('Units in stock'), '1.5');
    await userEvent.type(screen.getByLabelText('Brand'), 'Ankara\u202etxt.exe');
    await userEvent.type(screen.getByLabelText('Caption'), 'Tote\u0007');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText(textMessages.bidi)).toBeInTheDocument();
    expect(screen.getByText(textMessages.control)).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Select a category');

    expect(screen.getByText('Units must be a whole number')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/product')).toEqual([]);
  });

  it("takes the weight and dimensions on /products/dimensions, and toasts 'Could not create products. Try again later.'", async () => {
    const { fetchMock, router } = renderAdd({ 'POST /v1/product': () => [400, { code: 400 }] });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Weight and dimensions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/dimensions'));
    await userEvent.type(await screen.findByLabelText('Weight (kg)'), '1.2');
    await userEvent.type(screen.getByLabelText('Height (cm)'), '30');
    await userEvent.type(screen.getByLabelText('Width (cm)'), '40');
    await userEvent.type(screen.getByLabelText('Length (cm)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText(productMessages.createFallback)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/product')).toEqual([
      expect.objectContaining({
        name: 'Leather tote',
        weight: 1.2,
        dimension: { height: 30, width: 40, length: 12 },
      }),
    ]);
    // Back to the first step: what was typed is still there.
    await userEvent.click(screen.getByRole('link', { name: 'Back to details' }));
    expect(await screen.findByLabelText('Product name')).toHaveValue('Leather tote');
  });

  it('sends the user to the first step when /products/dimensions is opened directly', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser())] });
    renderApp('/products/dimensions');
    expect(await screen.findByText("Start with the product's details")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add product details' })).toHaveAttribute(
      'href',
      '/products/add-product',
    );
  });
});
