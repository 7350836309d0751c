import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp, testUser } from '@/app/testing/render-app';

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
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(user)],
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

  it("shows 'Incorrect password' when the current password is wrong, without logging out", async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'PUT /v1/users/changepassword': () => [401, failure(401, 'Incorrect email or password')],
    });
    const { router } = renderApp('/account');
    await changePassword('wrong-one', 'new-secret-1');
    expect(await screen.findByText('Incorrect password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('ends the session after a password change', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'PUT /v1/users/changepassword': () => [200, envelope(null, 'Password changed successfully')],
      'POST /v1/auth/logout': () => [200, envelope(null, 'Logged out')],
    });
    const { router } = renderApp('/account');
    await changePassword('old-secret-1', 'new-secret-1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/users/changepassword')).toEqual([
      { oldPassword: 'old-secret-1', newPassword: 'new-secret-1' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/logout')).toHaveLength(1);
    // Redirect to /login 2 s after the toast.
    expect(router.state.location.pathname).toBe('/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
  });
});
