import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const PROMPT = 'It is required that we verify you';
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/dashboard greeting', () => {
  it("greets 'Welcome' on a merchant's first visit and 'Welcome back' afterwards, per user", async () => {
    const ada = testUser({ role: 'guestSeller' });
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(ada)] });
    const first = renderApp('/dashboard');
    expect(await heading('Welcome, Ada')).toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard');
    expect(await heading('Welcome back, Ada')).toBeInTheDocument();
  });

  it('greets another user of the same browser as new', async () => {
    localStorage.setItem('oja:visited:dashboard:user-1', '1');
    const bola = testUser({ id: 'user-2', firstName: 'Bola', role: 'guestSeller' });
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(bola)] });
    renderApp('/dashboard');
    expect(await heading('Welcome, Bola')).toBeInTheDocument();
  });
});

describe('/dashboard email verification', () => {
  it('asks an unverified merchant for the email code until it is verified', async () => {
    let verified = false;
    const user = () => testUser({ role: 'guestSeller', isEmailVerified: verified });
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(user())],
      'POST /v1/auth/send-otp-verification-email': () => [
        200,
        envelope(
          { expiresAt: '2030-01-01T00:00:00.000Z' },
          'A verification code has been sent to your email',
        ),
      ],
      'POST /v1/auth/verify-otp-email': ({ body }) => {
        if ((body as { otp: string }).otp !== '246810') return [400, failure(400, 'Incorrect code')];
        verified = true;
        return [200, envelope(user(), 'Email verified successfully')];
      },
    });
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'Email verification' });
    expect(within(banner).getByText('ada@example.com')).toBeInTheDocument();

    await userEvent.click(within(banner).getByRole('button', { name: 'Verify email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(sentBodies(fetchMock, 'POST /v1/auth/send-otp-verification-email')).toHaveLength(1);
    const code = within(dialog).getByLabelText('Verification code');
    await userEvent.type(code, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Incorrect code'));
    await userEvent.clear(code);
    await userEvent.type(code, '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify email' }));

    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no email prompt to a verified merchant', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser({ role: 'guestSeller' }))] });
    renderApp('/dashboard');
    expect(await heading('Welcome, Ada')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });
});

describe('/dashboard verification prompt', () => {
  it("keeps 'Not now' for the session: the prompt does not reopen on the next visit", async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser({ stage: 0 }))] });
    const first = renderApp('/dashboard');
    const prompt = await screen.findByRole('dialog', { name: PROMPT });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
    first.unmount();

    // Another visit of the dashboard in the same session: the banner remains, the modal does not.
    renderApp('/dashboard');
    expect(await heading('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account verification' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: PROMPT })).not.toBeInTheDocument();
  });

  it('shows the prompt again when the verification state changes, e.g. a review declines', async () => {
    let profile = testUser({ stage: 1, stageVerificationStatus: 'verified' });
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(profile)] });
    const first = renderApp('/dashboard');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: PROMPT })).getByRole('button', { name: 'Not now' }),
    );
    first.unmount();

    profile = testUser({ stage: 2, stageVerificationStatus: 'declined' });
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: PROMPT })).toBeInTheDocument();
  });

  it('shows the prompt in a new session, and to another user of the tab', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser({ stage: 0 }))] });
    sessionStorage.setItem('oja:verification-prompt-set-aside:someone-else', '0:none');
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: PROMPT })).toBeInTheDocument();
  });
});
