import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies, type MockHandler } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import type { UserProfile } from '@/types/api';
import { testUser } from '@/testing/test-user';

/** What /account loads besides the profile: the logistics settings (none yet). */
const accountPage = (user: UserProfile, handlers: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(user)],
    'GET /v1/logistic': () => [200, envelope([])],
    'GET /v1/logistic/pickup-address': () => [200, envelope([])],
    ...handlers,
  });

const changePassword = async (oldPassword: string, newPassword: string) => {
  const form = (await screen.findByRole('heading', { name: 'Change password' })).closest('section')!;
  await userEvent.type(within(form).getByLabelText('Current password'), oldPassword);
  await userEvent.type(within(form).getByLabelText('New password'), newPassword);
  await userEvent.type(within(form).getByLabelText('Confirm new password'), newPassword);
  await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
};

describe('/account', () => {
  it('saves only the changed profile fields', async () => {
    const user = testUser();
    const fetchMock = accountPage(user, {
      'PATCH /v1/users': ({ body }) => [
        200,
        envelope({ ...user, ...(body as object) }, 'User updated successfully'),
      ],
    });
    renderApp('/account');
    const businessName = await screen.findByLabelText('Business name');
    expect(businessName).toHaveValue('Ada Fabrics');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await userEvent.clear(businessName);
    await userEvent.type(businessName, 'Ada Textiles');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /v1/users')).toEqual([{ businessName: 'Ada Textiles' }]);
  });

  it("shows 'Incorrect password' on the field when the current password is wrong, without logging out", async () => {
    accountPage(testUser(), {
      'PUT /v1/users/changepassword': () => [401, failure(401, 'Incorrect email or password')],
    });
    const { router } = renderApp('/account');
    await changePassword('wrong-one', 'new-secret-1');
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Incorrect password'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Incorrect email or password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it("checks the new password with the server's rules before calling it", async () => {
    const fetchMock = accountPage(testUser());
    renderApp('/account');
    await changePassword('old-secret-1', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/users/changepassword')).toEqual([]);
  });

  it('ends the session after a password change: the server has revoked it, so no logout call', async () => {
    const fetchMock = accountPage(testUser(), {
      'PUT /v1/users/changepassword': () => [200, envelope(null, 'Password changed successfully')],
    });
    const { router } = renderApp('/account');
    await changePassword('old-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/users/changepassword')).toEqual([
      { oldPassword: 'old-secret-1', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' },
    ]);
    // Redirect to /login 2 s after the toast.
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });

  it('logs out: the server call, the message, then /login after 2 s', async () => {
    const fetchMock = accountPage(testUser(), {
      'POST /v1/auth/logout': () => [200, envelope(null, 'Logged out successfully!')],
    });
    const { router } = renderApp('/account');
    const logout = await screen.findByRole('button', { name: 'Log out' });
    const clickedAt = Date.now();
    await userEvent.click(logout);
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(2000);
  });

  it('verifies an unverified email with the emailed code', async () => {
    const user = testUser({ isEmailVerified: false });
    const fetchMock = accountPage(user, {
      'POST /v1/auth/send-otp-verification-email': () => [
        200,
        envelope(
          { address: user.email, expiresInSeconds: 600 },
          'A verification code has been sent to your email',
        ),
      ],
      'POST /v1/auth/verify-otp-email': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? [200, envelope({ ...user, isEmailVerified: true }, 'Email verified successfully')]
          : [400, failure(400, 'Incorrect code')],
    });
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/^Not verified yet\./);
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A verification code has been sent to your email')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription('Incorrect code'),
    );
    await userEvent.clear(screen.getByLabelText('Verification code'));
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(/^Verified\./);
    expect(sentBodies(fetchMock, 'POST /v1/auth/send-otp-verification-email')).toEqual([undefined]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/verify-otp-email')).toEqual([
      { otp: '111111' },
      { otp: '123456' },
    ]);
  });
});
