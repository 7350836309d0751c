import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import { testUser } from '@/testing/test-user';

const fillAndSubmit = async (email: string, password: string) => {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('/login', () => {
  it('shows the product name, the reset link and the sign-up link', async () => {
    mockFetch({});
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to Oja' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/onboarding');
  });

  it("shows the server's 'Incorrect email or password' on the form and stays on /login", async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/login': () => [401, failure(401, 'Incorrect email or password')],
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('ada@example.com', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([
      { email: 'ada@example.com', password: 'wrong-password' },
    ]);
  });

  it("checks the fields with the server's rules before calling it", async () => {
    const fetchMock = mockFetch({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the email trimmed and lower-cased, as the server stores it', async () => {
    const fetchMock = mockFetch({
      'POST /v1/auth/login': () => [401, failure(401, 'Incorrect email or password')],
    });
    renderApp('/login');
    await fillAndSubmit('  Ada@Example.COM ', 'pass-word-1');
    await screen.findByRole('alert');
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([
      { email: 'ada@example.com', password: 'pass-word-1' },
    ]);
  });

  it('goes to the redirectTo page after logging in', async () => {
    const user = testUser();
    mockFetch({
      'POST /v1/auth/login': () => [
        200,
        envelope({ user, tokens: { access: { token: 't', expires: '2030-01-01' } } }, 'Login successful'),
      ],
      'GET /v1/users/profile': () => [200, envelope(user)],
    });
    const { router } = renderApp('/login?redirectTo=%2Faccount');
    await fillAndSubmit('ada@example.com', 'correct-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
  });

  it('ignores a redirectTo that leaves the app', async () => {
    const user = testUser();
    mockFetch({
      'POST /v1/auth/login': () => [
        200,
        envelope({ user, tokens: { access: { token: 't', expires: '2030-01-01' } } }),
      ],
      'GET /v1/users/profile': () => [200, envelope(user)],
    });
    const { router } = renderApp('/login?redirectTo=%2F%2Fevil.example');
    await fillAndSubmit('ada@example.com', 'correct-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
