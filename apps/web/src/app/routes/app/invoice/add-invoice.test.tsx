import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testCustomer, testInvoice, testProduct } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, sentBodies, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const customer = testCustomer();
const product = testProduct();
const saved = testInvoice({ id: '0190a000-0000-7000-8000-0000000000a1', invoiceNumber: 'INV-0009' });

const setup = (handlers: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/users/customer': () => [200, envelope(page([customer]))],
    'GET /v1/products': () => [200, envelope(page([product]))],
    'POST /v1/invoice': () => [201, envelope(saved, 'Invoice created successfully', 201)],
    [`GET /v1/invoice/${saved.id}`]: () => [200, envelope(saved)],
    ...handlers,
  });

const total = () => screen.getByTestId('form-total');
const openForm = async () => {
  const view = renderApp('/invoice/add-invoice');
  await screen.findByRole('button', { name: `Add ${product.name}` });
  return view;
};

beforeEach(() => sessionStorage.clear());

// The routes are lazy chunks: load them once up front, so that a busy machine's first module transform
// does not eat into the first test's wait for the screen.
beforeAll(async () => {
  await Promise.all([import('./add-invoice'), import('./preview'), import('./detail'), import('../layout')]);
}, 60_000);

describe('/invoice/add-invoice', () => {
  it('has no header title (layout rule)', async () => {
    setup();
    await openForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent(/^$/);
  });

  it('updates the total live as catalogue and custom lines change', async () => {
    setup();
    await openForm();
    expect(total()).toHaveTextContent('₦0.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add Ankara fabric' }));
    expect(total()).toHaveTextContent('₦2,500.50');
    // The same product again adds to its quantity.
    await userEvent.click(screen.getByRole('button', { name: 'Add Ankara fabric' }));
    expect(screen.getByLabelText('Item 1 quantity')).toHaveValue(2);
    expect(total()).toHaveTextContent('₦5,001.00');

    await userEvent.click(screen.getByRole('button', { name: 'Add custom item' }));
    await userEvent.type(screen.getByLabelText('Item 2 name'), 'Delivery');
    await userEvent.type(screen.getByLabelText('Item 2 unit price'), '1500');
    expect(total()).toHaveTextContent('₦6,501.00');
    await userEvent.clear(screen.getByLabelText('Item 2 quantity'));
    await userEvent.type(screen.getByLabelText('Item 2 quantity'), '3');
    expect(total()).toHaveTextContent('₦9,501.00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(total()).toHaveTextContent('₦4,500.00');
  });

  it('validates with the shared rules and sends nothing until the form is right', async () => {
    const fetchMock = setup();
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Enter the buyer name')).toBeInTheDocument();
    expect(screen.getByText('Enter the buyer address')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one item');

    await userEvent.click(screen.getByRole('button', { name: 'Add custom item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('Enter the item name')).toBeInTheDocument();
    expect(screen.getByText('Enter the unit price')).toBeInTheDocument();

    const dueDate = screen.getByLabelText('Due date');
    await userEvent.clear(dueDate);
    await userEvent.type(dueDate, '2000-01-01');
    await userEvent.type(screen.getByLabelText('Buyer name'), 'Chidi');
    await userEvent.type(screen.getByLabelText('Buyer email'), 'chidi@example.com');
    await userEvent.type(screen.getByLabelText('Buyer phone'), '08031111111');
    await userEvent.type(screen.getByLabelText('Buyer address'), 'Ikeja');
    await userEvent.type(screen.getByLabelText('Item 1 name'), 'Sewing');
    await userEvent.type(screen.getByLabelText('Item 1 unit price'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));
    expect(await screen.findByText('The due date must not be before the billing date')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/invoice')).toEqual([]);
  });

  it('fills the buyer from a saved customer and saves a draft', async () => {
    const fetchMock = setup();
    const { router } = await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Ngozi Bello' }));
    expect(screen.getByLabelText('Buyer name')).toHaveValue('Ngozi Bello');
    expect(screen.getByLabelText('Buyer email')).toHaveValue('ngozi@example.com');
    expect(screen.getByText('Saved customer linked')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buyer address'), '4 Broad Street, Lagos');
    await userEvent.click(screen.getByRole('button', { name: 'Add Ankara fabric' }));
    await userEvent.type(screen.getByLabelText('Note to the buyer'), 'Thank you!');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('Invoice created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${saved.id}`));
    const [body] = sentBodies(fetchMock, 'POST /v1/invoice') as Array<Record<string, unknown>>;
    expect(body).toMatchObject({
      customerId: customer.id,
      fullname: 'Ngozi Bello',
      email: 'ngozi@example.com',
      phoneNumber: customer.phone,
      address: '4 Broad Street, Lagos',
      products: [{ productId: product.id, name: 'Ankara fabric', quantity: 1, price: 2500.5 }],
      status: 'DRAFT',
      note: 'Thank you!',
    });
    expect(body?.billingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("creates a customer inline: 'Customer created successfully', and uses it", async () => {
    const fetchMock = setup({
      'POST /v1/users/customer': ({ body }) => [
        201,
        envelope({ ...(body as object), id: 'c-new' }, 'Customer created successfully', 201),
      ],
    });
    await openForm();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Tunde');
    await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).getByLabelText('Customer name')).toHaveValue('Tunde');
    await userEvent.type(within(dialog).getByLabelText('Customer name'), ' Bakare');
    await userEvent.type(within(dialog).getByLabelText('Customer email'), 'Tunde@Example.com');
    await userEvent.type(within(dialog).getByLabelText('Customer phone'), '+234 803 000 0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save customer' }));

    expect(await screen.findByText('Customer created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Buyer name')).toHaveValue('Tunde Bakare');
    expect(sentBodies(fetchMock, 'POST /v1/users/customer')).toEqual([
      { name: 'Tunde Bakare', email: 'tunde@example.com', phone: '+234 803 000 0000' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/invoice')).toEqual([]);
  });

  it('shows a taken customer email on its field', async () => {
    setup({
      'POST /v1/users/customer': () => [409, failure(409, 'A customer with this email already exists')],
    });
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'New customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    await userEvent.type(within(dialog).getByLabelText('Customer name'), 'Ngozi');
    await userEvent.type(within(dialog).getByLabelText('Customer email'), 'ngozi@example.com');
    await userEvent.type(within(dialog).getByLabelText('Customer phone'), '08022222222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save customer' }));
    expect(await within(dialog).findByText('A customer with this email already exists')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Customer email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews what the buyer will see and comes back to the same form', async () => {
    setup();
    const { router } = await openForm();
    await userEvent.type(screen.getByLabelText('Buyer name'), 'Amaka Eze');
    await userEvent.click(screen.getByRole('button', { name: 'Add Ankara fabric' }));
    await userEvent.clear(screen.getByLabelText('Item 1 quantity'));
    await userEvent.type(screen.getByLabelText('Item 1 quantity'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/invoice/preview'));
    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(invoice).getByText('Ada Fabrics')).toBeInTheDocument();
    expect(within(invoice).getByText('Amaka Eze')).toBeInTheDocument();
    expect(within(invoice).getByTestId('invoice-total')).toHaveTextContent('₦10,002.00');
    expect(screen.getByTestId('header-title')).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Back to editing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoice/add-invoice'));
    expect(await screen.findByLabelText('Buyer name')).toHaveValue('Amaka Eze');
    expect(screen.getByLabelText('Item 1 quantity')).toHaveValue(4);
    expect(screen.getByText('Your unsaved changes from the preview are back.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText('Buyer name')).toHaveValue('');
  });

  it('shows an empty preview when nothing was stored (e.g. a new tab)', async () => {
    setup();
    renderApp('/invoice/preview');
    expect(await screen.findByText('Nothing to preview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create invoice' })).toHaveAttribute(
      'href',
      '/invoice/add-invoice',
    );
  });
});
