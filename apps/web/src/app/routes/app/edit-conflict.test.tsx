import { messages } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

/**
 * An edit form sends the version it was opened on as If-Match; a save the server refuses as stale
 * (decision 019) opens the conflict dialog, whose Overwrite sends the same edit without a version.
 */
const id = '0190a000-0000-7000-8000-0000000000e1';
const ifMatchOf = (request: MockRequest) => new Headers(request.init.headers).get('if-match');

/** A PUT/PATCH handler refusing the first save as stale, accepting the rest; it keeps the If-Match of each. */
function staleOnce(saved: object) {
  const ifMatches: (string | null)[] = [];
  const handler = (request: MockRequest): [number, unknown] => {
    ifMatches.push(ifMatchOf(request));
    return ifMatches.length === 1
      ? [409, failure(409, messages.staleEdit)]
      : [200, envelope({ ...saved, ...(request.body as object) }, 'Saved')];
  };
  return { handler, ifMatches };
}

const resolveConflict = async (choice: 'Overwrite with mine' | 'Reload theirs') => {
  const dialog = await screen.findByRole('dialog', { name: 'This was changed elsewhere' });
  expect(dialog).toHaveTextContent(messages.staleEdit);
  await userEvent.click(within(dialog).getByRole('button', { name: choice }));
};

beforeAll(async () => {
  await Promise.all([import('./invoice/edit-invoice'), import('./account'), import('./layout')]);
}, 60_000);

afterEach(() => localStorage.clear());

describe('a stale edit', () => {
  it('of an invoice draft offers to overwrite, and then saves without a version', async () => {
    const draft = testInvoice({ id, version: 3 });
    const put = staleOnce(draft);
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${id}`]: () => [200, envelope(draft)],
      'GET /v1/users/customer': () => [200, envelope(page([]))],
      'GET /v1/products': () => [200, envelope(page([]))],
      [`PUT /v1/invoice/${id}`]: put.handler,
    });
    const { router } = renderApp(`/invoice/${id}/edit-invoice`);
    await userEvent.type(await screen.findByLabelText('Buyer name'), ' Jr');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await resolveConflict('Overwrite with mine');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${id}`));
    expect(put.ifMatches).toEqual(['"3"', null]);
  });

  it('of the profile offers to reload theirs, and then saves from their version', async () => {
    let stored = testUser({ businessName: 'Ada Fabrics', version: 5 });
    const patch = staleOnce(stored);
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(stored)],
      'GET /v1/logistic': () => [200, envelope([])],
      'GET /v1/logistic/pickup-address': () => [200, envelope([])],
      'PATCH /v1/users': patch.handler,
    });
    renderApp('/account');
    const businessName = await screen.findByLabelText('Business name');
    await userEvent.clear(businessName);
    await userEvent.type(businessName, 'Ada Textiles');
    // Meanwhile another tab renamed the business.
    stored = { ...stored, businessName: 'Ada & Sons', version: 6 };
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await resolveConflict('Reload theirs');
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveValue('Ada & Sons'));

    await userEvent.clear(screen.getByLabelText('Business name'));
    await userEvent.type(screen.getByLabelText('Business name'), 'Ada Textiles');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(patch.ifMatches).toEqual(['"5"', '"6"']);
  });

  it('kept as a draft across a reload still names the version it started from', async () => {
    let stored = testInvoice({ id, version: 3 });
    const put = staleOnce(stored);
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${id}`]: () => [200, envelope(stored)],
      'GET /v1/users/customer': () => [200, envelope(page([]))],
      'GET /v1/products': () => [200, envelope(page([]))],
      [`PUT /v1/invoice/${id}`]: put.handler,
    });
    renderApp(`/invoice/${id}/edit-invoice`);
    await userEvent.type(await screen.findByLabelText('Buyer name'), ' Jr');
    // Another tab saves the invoice, then this one reloads: the draft comes back on the newer invoice.
    stored = { ...stored, note: 'Changed elsewhere', version: 4 };
    document.body.innerHTML = '';
    renderApp(`/invoice/${id}/edit-invoice`);
    await waitFor(() => expect(screen.getByLabelText('Buyer name')).toHaveValue('Chidi Okeke Jr'));
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await resolveConflict('Reload theirs');
    await waitFor(() => expect(screen.getByLabelText('Buyer name')).toHaveValue('Chidi Okeke'));
    expect(put.ifMatches).toEqual(['"3"']);
  });
});
