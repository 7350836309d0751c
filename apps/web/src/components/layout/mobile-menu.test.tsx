import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';

const entries = [
  ['Dashboard', '/dashboard'],
  ['Wallet', '/wallet'],
  ['Product', '/products'],
  ['Reports', '/reports'],
  ['Market Place', '/market-place'],
  ['Message', '/message'],
  ['Account', '/account'],
] as const;

const renderMenu = (unreadMessages?: number, businessKind?: 'product' | 'service') => {
  const router = createMemoryRouter(
    [{ path: '*', element: <MobileMenu unreadMessages={unreadMessages} businessKind={businessKind} /> }],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('MobileMenu', () => {
  it('opens full screen with all 7 entries, in order', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(entries);
  });

  it('closes when an entry is chosen', async () => {
    const router = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Wallet' }));
    expect(router.state.location.pathname).toBe('/wallet');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with its close button and returns focus to the hamburger', async () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('shows no unread badge when no count is known', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Message' })).toHaveTextContent(/^Message$/);
  });

  it('shows a real unread count beside Message', async () => {
    renderMenu(3);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: /Message/ })).toHaveTextContent('Message3 unread messages');
  });

  it("leads a service provider's Product entry to their services", async () => {
    const router = renderMenu(undefined, 'service');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(entries.map(([l]) => l));
    await userEvent.click(within(nav).getByRole('link', { name: 'Product' }));
    expect(router.state.location.pathname).toBe('/services');
  });
});
