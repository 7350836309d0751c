import { rolePermissions } from '@oja/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const member = {
  id: 'm1',
  name: 'Tolu Ade',
  email: 'tolu@example.com',
  role: 'sales',
  createdAt: '2026-11-20T10:00:00Z',
};
const invitation = {
  id: 'i1',
  email: 'bayo@example.com',
  role: 'support',
  expiresAt: '2099-12-01T10:00:00Z',
  createdAt: '2026-11-24T10:00:00Z',
};

describe('/account/staff', () => {
  it('invites with a role, and removes a member only after asking', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/staff': () => [200, envelope({ members: [member], invitations: [invitation] })],
      'POST /v1/staff/invitations': () => [201, envelope(invitation, 'Invitation sent', 201)],
      'DELETE /v1/staff/m1': () => [200, envelope(null)],
    });
    renderApp('/account/staff');
    expect(await screen.findByText('Tolu Ade')).toBeInTheDocument();
    expect(screen.getByText('bayo@example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Invite staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/staff/invitations')).toEqual([
      { email: 'new@example.com', role: 'finance' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(sentBodies(fetchMock, 'DELETE /v1/staff/m1')).toEqual([]);
    const confirm = screen.getByRole('dialog', { name: 'Remove Tolu Ade?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Staff member removed; their sessions have ended')).toBeInTheDocument();
  });
});

describe('a staff member', () => {
  it('sees no Wallet, Reports or Market Place, and their own name in the header', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser({ businessName: 'Ada Fabrics' }))],
      'GET /v1/users/session': () => [
        200,
        envelope({
          actor: { kind: 'staff', id: 's1', name: 'Tolu Ade' },
          role: 'sales',
          businessName: 'Ada Fabrics',
          permissions: [...rolePermissions.sales],
        }),
      ],
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Tolu Ade' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Product', 'Message', 'Account']);
    expect(screen.getByTestId('signed-in-name')).toHaveTextContent('Tolu Ade');
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
