import { rolePermissions, type SearchHit } from '@oja/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { envelope, failure, mockFetch } from '@/testing/mock-fetch';
import { permissionsOf, type Permissions } from '@/lib/session/permissions';
import { readRecent } from '../lib/recent-hits';
import { CommandCenter } from './command-center';

const order: SearchHit = {
  kind: 'order',
  id: 'o-1',
  title: 'OJ-ABC123',
  subtitle: 'Ada Obi · ada@example.com',
  path: '/products/order/o-1',
};
const product: SearchHit = {
  kind: 'product',
  id: 'p-1',
  title: 'Ankara tote',
  subtitle: 'SKU-1',
  path: '/products/p-1',
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderCenter(run = vi.fn(), allowed?: Permissions) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CommandCenter
              userId="u-1"
              actions={[{ id: 'action:x', group: 'Actions', label: 'Sign out', run }]}
              allowed={allowed}
            />
            <main>
              <input type="search" aria-label="Search by name" />
              <input aria-label="Note" />
            </main>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { run };
}

const where = () => screen.getByTestId('where').textContent;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

afterEach(() => localStorage.clear());

describe('CommandCenter palette', () => {
  it('opens with Ctrl+K, groups the found things by kind, moves with the arrows and opens with Enter', async () => {
    mockFetch({ 'GET /v1/search': () => [200, envelope({ hits: [product, order] })] });
    renderCenter();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    await userEvent.type(input, 'ab');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Orders' })).toBeInTheDocument());
    expect(within(screen.getByRole('group', { name: 'Products' })).getByRole('option')).toHaveTextContent(
      'Ankara tote',
    );
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(where()).toBe('/products/order/o-1');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(readRecent('u-1')).toEqual([order]);
  });

  it('shows screens, actions and recent items before anything is typed, and runs an action', async () => {
    localStorage.setItem('oja.palette.recent.u-1', JSON.stringify([order]));
    const { run } = renderCenter();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('group', { name: 'Recent' })).toHaveTextContent('OJ-ABC123');
    expect(screen.getByRole('group', { name: 'Go to' })).toHaveTextContent('Wallet');
    await userEvent.type(screen.getByRole('combobox'), 'sign');
    await waitFor(() => expect(options()).toContain('Sign out'));
    mockFetch({ 'GET /v1/search': () => [200, envelope({ hits: [] })] });
    await userEvent.keyboard('{Enter}');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('offers a staff member only the screens and actions their role can use', async () => {
    renderCenter(
      vi.fn(),
      permissionsOf({
        actor: { kind: 'staff', id: 's-1', name: 'Chioma' },
        permissions: [...rolePermissions.sales],
      }),
    );
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(options()).toEqual(expect.arrayContaining(['Products', 'Orders', 'New product', 'Sign out']));
    expect(options()).not.toContain('Wallet');
    expect(options()).not.toContain('Reports');
    expect(options()).not.toContain('Top up wallet');
  });

  it('says it is searching, then that nothing was found', async () => {
    mockFetch({
      'GET /v1/search': () =>
        new Promise((resolve) => setTimeout(() => resolve([200, envelope({ hits: [] })]), 300)),
    });
    renderCenter();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(screen.getByRole('combobox'), 'zzzz');
    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByText('No results for “zzzz”')).toBeInTheDocument();
  });

  it('says when the search failed and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /v1/search': () => (fail ? [400, failure(400, 'bad')] : [200, envelope({ hits: [product] })]),
    });
    renderCenter();
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(screen.getByRole('combobox'), 'ankara');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not search. Try again.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(options()).toContain('Ankara toteSKU-1'));
  });

  it('closes on Escape and gives focus back', async () => {
    renderCenter();
    const button = screen.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('shortcuts', () => {
  it('g then a letter goes to a screen; ? shows the help; / focuses the list search', async () => {
    renderCenter();
    await userEvent.keyboard('gw');
    expect(where()).toBe('/wallet');
    await userEvent.keyboard('go');
    expect(where()).toBe('/products?tab=orders');
    await userEvent.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Go to Calendar');
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('/');
    expect(screen.getByLabelText('Search by name')).toHaveFocus();
  });

  it('does nothing while the user types in a field', async () => {
    renderCenter();
    await userEvent.click(screen.getByLabelText('Note'));
    await userEvent.keyboard('gw?/');
    expect(where()).toBe('/dashboard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('gw?/');
  });
});
