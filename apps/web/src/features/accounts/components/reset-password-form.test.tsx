import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ResetPasswordForm', () => {
  it('removes the emailed token from the address bar, keeping the history state, and still sends it', async () => {
    window.history.replaceState({ idx: 3 }, '', '/reset-password?token=abc123#top');
    let sentToken: string | null = null;
    mockFetch({
      'POST /v1/auth/reset-password': ({ query }) => {
        sentToken = query.get('token');
        return [200, envelope(null, 'Password reset successfully')];
      },
    });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ResetPasswordForm token="abc123" onSuccess={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(window.location.href).toBe(`${window.location.origin}/reset-password#top`);
    expect(window.history.state).toEqual({ idx: 3 });
    await userEvent.type(screen.getByLabelText('New password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(sentToken).toBe('abc123'));
  });
});
