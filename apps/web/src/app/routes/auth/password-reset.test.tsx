import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';

describe('/forgot-password', () => {
  it("toasts the server's message upper-cased", async () => {
    mockFetch({
      'POST /v1/auth/forgot-password': () => [200, envelope(null, 'Reset link sent to your email')],
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('RESET LINK SENT TO YOUR EMAIL')).toBeInTheDocument();
  });

  it("toasts the server's error", async () => {
    mockFetch({
      'POST /v1/auth/forgot-password': () => [404, failure(404, 'No user found with this email')],
    });
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('No user found with this email')).toBeInTheDocument();
  });
});

describe('/reset-password', () => {
  it('sends the token from the URL, then goes to /login', async () => {
    let request: { token: string | null; body: unknown } | undefined;
    mockFetch({
      'POST /v1/auth/reset-password': ({ query, body }) => {
        request = { token: query.get('token'), body };
        return [200, envelope(null, 'Password reset successfully')];
      },
    });
    const { router } = renderApp('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(request).toEqual({
      token: 'abc123',
      body: { password: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
  });

  it('shows an invalid or expired link on the form, with a way to get a new one', async () => {
    mockFetch({
      'POST /v1/auth/reset-password': () => [
        400,
        failure(400, 'This password reset link is invalid or has expired'),
      ],
    });
    const { router } = renderApp('/reset-password?token=used-token');
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This password reset link is invalid or has expired');
    expect(within(alert).getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('checks that the passwords match', async () => {
    mockFetch({});
    renderApp('/reset-password?token=abc123');
    await userEvent.type(await screen.findByLabelText('New password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('asks for a new link when the token is missing', async () => {
    mockFetch({});
    renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset link not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
