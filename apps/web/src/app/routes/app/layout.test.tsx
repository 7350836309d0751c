import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import { testUser } from '@/testing/test-user';

const signedIn = (overrides = {}) => {
  const user = testUser(overrides);
  return mockFetch({ 'GET /v1/users/profile': () => [200, envelope(user)] });
};

/**
 * Only the profile answers (from `profile`); whatever the page itself asks for is 'Not found', which
 * the pages show without redirecting. Keeps these layout tests independent of each screen's calls.
 */
const profileOnly = (profile: () => [number, unknown]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const [status, body] = path === '/v1/users/profile' ? profile() : [404, failure(404, 'Not found')];
      return jsonResponse(status, body);
    }),
  );

describe('auth guard', () => {
  it('sends signed-out visitors to /login with the page they asked for, and back there after login', async () => {
    let session = false;
    const user = testUser();
    mockFetch({
      'GET /v1/users/profile': () =>
        session ? [200, envelope(user)] : [401, failure(401, 'Please authenticate')],
      'POST /v1/auth/login': () => {
        session = true;
        return [200, envelope({ user, tokens: { access: { token: 't', expires: '2030-01-01' } } })];
      },
    });
    const { router } = renderApp('/products?tab=active');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fproducts%3Ftab%3Dactive');

    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'correct-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/products?tab=active'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });

  it('redirects / to /dashboard', async () => {
    signedIn();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByTestId('header-title')).toHaveTextContent(/^dashboard$/);
  });

  it('does not show the layout when the profile has no email', async () => {
    signedIn({ email: '' });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login');
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let calls = 0;
    profileOnly(() => (++calls === 1 ? [404, failure(404, '')] : [200, envelope(testUser())]));
    renderApp('/account');
    expect(
      await screen.findByText('Could not get profile. Try again later.', { selector: 'p' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});

describe('dashboard layout', () => {
  it('shows the sidebar entries, header title, bell and account link', async () => {
    const user = testUser({ stage: 1, stageVerificationStatus: 'verified' });
    profileOnly(() => [200, envelope(user)]);
    renderApp('/account');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Wallet', 'Product', 'Reports', 'Market Place', 'Message', 'Account']);
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('header-title')).toHaveTextContent(/^account$/);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notification');
    expect(screen.getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/account');
    expect(screen.getByText('Level 1 Verified')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  // The rule itself is unit-tested over every known route (header-title.test.ts); here, the layout uses it.
  it.each([
    ['/products/order/64f1c2a9e8b7', ''],
    ['/invoice/add-invoice', ''],
    ['/wallet/transactions', 'All Transactions'],
  ])('titles %s %j in the top bar', async (path, title) => {
    const user = testUser();
    profileOnly(() => [200, envelope(user)]);
    const { router } = renderApp(path);
    const header = await screen.findByTestId('header-title');
    expect(router.state.location.pathname).toBe(path);
    expect(header.textContent).toBe(title);
  });

  it('offers a Back button on /notification', async () => {
    const user = testUser();
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(user)],
      'GET /v1/notifications': () => [
        200,
        envelope({ results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0, unreadCount: 0 }),
      ],
    });
    const { router } = renderApp('/notification');
    expect(await screen.findByTestId('header-title')).toHaveTextContent(/^notification$/);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('navigation by kind of business', () => {
  // No verification prompt over the dashboard.
  const verified = { verificationStatus: true, stage: 3, stageVerificationStatus: 'verified' as const };
  const mainLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name });
  const businessLinks = async () =>
    within(await screen.findByRole('navigation', { name: 'Business' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it("sends a service provider's Product entry to services, and links their business from there", async () => {
    const provider = testUser({ role: 'serviceProvider', serviceType: 'service', ...verified });
    profileOnly(() => [200, envelope(provider)]);
    const { router } = renderApp('/dashboard');
    expect(await businessLinks()).toEqual([
      ['Services', '/services'],
      ['Bookings', '/calendar'],
      ['Invoices', '/invoice'],
      ['Customers', '/customers'],
      ['Products', '/products'],
    ]);
    await userEvent.click(mainLink('Product'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    await waitFor(() => expect(mainLink('Product')).toHaveAttribute('aria-current', 'page'));
    expect(await businessLinks()).toHaveLength(5);
    const business = screen.getByRole('navigation', { name: 'Business' });
    expect(within(business).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    // Every business page keeps Product current.
    await userEvent.click(within(business).getByRole('link', { name: 'Invoices' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoice'));
    await waitFor(() => expect(mainLink('Product')).toHaveAttribute('aria-current', 'page'));
  });

  it('sends a seller to products, with invoices and customers one click away', async () => {
    profileOnly(() => [200, envelope(testUser({ role: 'seller', serviceType: 'product' }))]);
    renderApp('/account');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(mainLink('Product')).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('navigation', { name: 'Business' })).not.toBeInTheDocument();
  });

  it('lists the customer book at /customers', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/users/customer': () => [
        200,
        envelope({
          results: [{ id: 'c1', name: 'Kemi Adeyemi', email: 'kemi@buyer.test', phone: '+2348011111111' }],
          page: 1,
          limit: 10,
          totalPages: 1,
          totalResults: 1,
        }),
      ],
    });
    renderApp('/customers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Kemi Adeyemi' })).toBeInTheDocument();
    expect(await businessLinks()).toEqual([
      ['Products', '/products'],
      ['Invoices', '/invoice'],
      ['Customers', '/customers'],
      ['Services', '/services'],
      ['Bookings', '/calendar'],
    ]);
    expect(screen.getByRole('button', { name: 'Add customer' })).toBeInTheDocument();
  });
});

describe('error pages', () => {
  it('sends the user to /temporarily-down when the server fails', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [503, failure(503, 'Service unavailable')] });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/temporarily-down'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oja is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("toasts 'Check Network Connection' when the network is down", async () => {
    mockFetch({
      'GET /v1/users/profile': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderApp('/account');
    expect(await screen.findByText('Check Network Connection')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/temporarily-down');
  });

  it('shows a not-found page for unknown paths', async () => {
    mockFetch({});
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
