import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const entry = (id: string, action: string) => ({
  id,
  actorKind: 'apiKey',
  actorId: 'k1',
  actorName: 'Stock sync',
  action,
  objectType: action.split('.')[0],
  objectId: `obj-${id}`,
  ip: '127.0.0.1',
  userAgent: 'curl/8',
  changes: { name: 'Adire scarf', price: { from: 15000, to: 16000 }, pin: '[redacted]' },
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('/settings/audit-log', () => {
  it('pages by cursor, sends the filters from the URL and links the CSV of the filtered set', async () => {
    const queries: string[] = [];
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/audit-log': ({ query }) => {
        queries.push(query.toString());
        return query.get('before')
          ? [200, envelope({ results: [entry('e2', 'product.update')], nextCursor: null })]
          : [200, envelope({ results: [entry('e1', 'product.create')], nextCursor: 'c1' })];
      },
    });
    renderApp('/settings/audit-log?action=product.');
    const first = await screen.findByRole('row', { name: /product\.create/ });
    expect(first).toHaveTextContent('Stock sync');
    expect(first).toHaveTextContent('API key');
    expect(first).toHaveTextContent('price: 15000 → 16000');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/v1/audit-log/export.csv?action=product.',
    );
    expect(queries[0]).toContain('action=product.');

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByRole('row', { name: /product\.update/ })).toBeInTheDocument();
    expect(queries.at(-1)).toContain('before=c1');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByRole('row', { name: /product\.create/ })).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filter the audit log' });
    await userEvent.type(within(filters).getByLabelText('Person'), 'Stock');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await screen.findByRole('row', { name: /product\.create/ });
    expect(queries.at(-1)).toContain('actor=Stock');
  });
});
