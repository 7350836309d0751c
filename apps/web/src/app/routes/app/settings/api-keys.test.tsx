import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const SECRET = 'oja_live_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const key = (id: string, name: string) => ({
  id,
  name,
  prefix: 'oja_live_abcdef',
  scopes: ['products.write'],
  createdAt: '2026-11-24T10:00:00.000Z',
  lastUsedAt: null,
});

/** A tiny keys server: list, create (answers the secret), revoke. */
const server = () => {
  let keys: ReturnType<typeof key>[] = [];
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/api-keys': () => [200, envelope({ results: keys })],
    'POST /v1/api-keys': ({ body }) => {
      const made = key('k1', (body as { name: string }).name);
      keys = [made];
      return [201, envelope({ ...made, secret: SECRET }, 'API key created', 201)];
    },
    'DELETE /v1/api-keys/k1': () => {
      keys = [];
      return [200, envelope({ id: 'k1' }, 'API key revoked')];
    },
  });
  return fetchMock;
};

describe('/settings/api-keys', () => {
  it('creates a key with its scopes, shows the secret once, and revokes after a confirmation', async () => {
    const fetchMock = server();
    renderApp('/settings/api-keys');
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Give the key a name')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Stock sync');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /products\.write/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByRole('textbox', { name: 'API key secret' })).toHaveValue(SECRET);
    expect(sentBodies(fetchMock, 'POST /v1/api-keys')).toEqual([
      { name: 'Stock sync', scopes: ['products.write'] },
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Stock sync/ })).toHaveTextContent('oja_live_abcdef…');

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Stock sync' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('This cannot be undone');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /v1/api-keys/k1')).toHaveLength(1);
  });
});
