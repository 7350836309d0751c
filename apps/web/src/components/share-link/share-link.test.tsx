import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, type MockRequest, mockFetch } from '@/testing/mock-fetch';
import { ShareLink } from './share-link';

const URL_ = 'https://oja.example/t/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const renderShareLink = (email?: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ShareLink url={URL_} whatsappUrl="https://wa.me/?text=x" email={email} />
    </QueryClientProvider>,
  );

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Send by email' }));
  return screen.findByRole('dialog', { name: 'Send the link by email' });
};

describe('ShareLink: Send by email', () => {
  it('prefills the buyer’s email, sends the link with the note and one key, and closes', async () => {
    const sent: MockRequest[] = [];
    mockFetch({
      'POST /v1/public-links/email': (request) => {
        sent.push(request);
        return [200, envelope({ to: 'chi@example.com' }, 'Link sent by email')];
      },
    });
    renderShareLink('chi@example.com');
    await openDialog();
    expect(screen.getByLabelText("Buyer's email")).toHaveValue('chi@example.com');
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'See you Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ url: URL_, email: 'chi@example.com', note: 'See you Friday' });
    expect(new Headers(sent[0]!.init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the address before sending anything', async () => {
    mockFetch({});
    renderShareLink();
    await openDialog();
    await userEvent.type(screen.getByLabelText("Buyer's email"), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
  });

  it('says why the server refused, keeping the dialog open', async () => {
    mockFetch({
      'POST /v1/public-links/email': () => [
        409,
        failure(409, 'This link was revoked; make a new one to send'),
      ],
    });
    renderShareLink('chi@example.com');
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link was revoked; make a new one to send',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
