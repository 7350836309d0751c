import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import {
  accountDetails,
  categoryHandlers,
  fillAccountDetails,
  heading,
  registered,
  walkSteps,
} from '../testing/onboarding-fixtures';

describe('/onboarding steps', () => {
  it('checks the account details with the server rules and puts a taken email on its field', async () => {
    const fetchMock = mockFetch({
      ...categoryHandlers,
      'POST /v1/auth/register': () => [409, failure(409, 'An account with this email already exists')],
    });
    renderApp('/onboarding');
    await walkSteps();
    await fillAccountDetails({ ...accountDetails, Username: 'x', 'Confirm password': 'other-pass-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^Username must be 3 to 30 letters/)).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Username'), 'yz');
    await userEvent.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('An account with this email already exists'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toHaveLength(1);
  });

  it('keeps each step in the URL: Back returns to the step before with its choices; a reload keeps them', async () => {
    mockFetch(categoryHandlers);
    const { router, unmount } = renderApp('/onboarding');
    await walkSteps();
    expect(router.state.location.search).toBe('?step=account');
    await userEvent.type(screen.getByLabelText('First name'), 'Bola');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-pass-1');

    // The browser's Back: step 2 with the business name, then step 1 with both choices.
    await act(() => router.navigate(-1));
    await heading('Tell us about your service');
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.getByLabelText('Business name')).toHaveValue('Bola Braids');
    await act(() => router.navigate(-1));
    await heading('Business category');
    expect(screen.getByRole('radio', { name: /Service provider/ })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Beauty & Wellness' })).toBeChecked();
    // Previous goes back through the history too, so Forward still leads on.
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('Launch your business now');
    await act(() => router.navigate(1));
    await heading('Business category');

    // A reload on the account details: what was typed is there, except the password.
    const stored = sessionStorage.getItem('oja:onboarding') ?? '';
    expect(stored).toContain('Bola Braids');
    expect(stored).not.toContain('secret-pass-1');
    unmount();
    renderApp('/onboarding?step=account');
    await heading('Create your account');
    expect(screen.getByLabelText('First name')).toHaveValue('Bola');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveValue('');
  });

  it('does not let a link skip a step whose choices are missing', async () => {
    mockFetch(categoryHandlers);
    const { router } = renderApp('/onboarding?step=account');
    await heading('Business category');
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
  });

  it('after sign-up, Back never shows the account form again: only the code is left', async () => {
    mockFetch({
      ...categoryHandlers,
      'POST /v1/auth/register': registered,
    });
    const { router } = renderApp('/onboarding');
    await walkSteps();
    await fillAccountDetails(accountDetails);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Verify your email');
    await act(() => router.navigate(-1));
    await heading('Verify your email');
    expect(screen.getByText('Enter the 6-digit code we sent to new@shop.ng.')).toBeInTheDocument();
  });
});
