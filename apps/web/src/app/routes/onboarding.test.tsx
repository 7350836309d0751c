import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import {
  accountDetails,
  categoryHandlers,
  fillAccountDetails,
  heading,
  registered,
  walkSteps,
} from '../testing/onboarding-fixtures';
import { testUser } from '@/testing/test-user';

describe('/onboarding', () => {
  it('walks the 3 steps, registers (signed in), verifies the emailed code and lands on the dashboard', async () => {
    const user = testUser({
      email: 'new@shop.ng',
      firstName: 'Bola',
      businessName: 'Bola Braids',
      serviceType: 'service',
      isEmailVerified: false,
    });
    const fetchMock = mockFetch({
      ...categoryHandlers,
      'POST /v1/auth/register': () => [
        201,
        envelope(
          { user, tokens: { access: { token: 't', expires: '2030-01-01T00:00:00.000Z' } } },
          'Onboarding Successful',
          201,
        ),
      ],
      'POST /v1/auth/verify-otp-email': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? [200, envelope({ ...user, isEmailVerified: true }, 'Email verified successfully')]
          : [400, failure(400, 'Incorrect code')],
      'GET /v1/users/profile': () => [200, envelope({ ...user, isEmailVerified: true })],
    });
    const { router } = renderApp('/onboarding');

    // Step 0
    await heading('Launch your business now');
    expect(screen.getByText('Getting started takes around 10 minutes')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 1: both choices are required (the server's messages); previous goes back.
    await heading('Business category');
    expect(screen.getByText('Select the category that best describes your service')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('Launch your business now');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose what your business offers')).toBeInTheDocument();

    // Sellers pick among product categories, service providers among service categories.
    await userEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    expect(await screen.findByRole('radio', { name: 'Fashion' })).toBeInTheDocument();
    expect(screen.getByText('Choose a business category')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fashion' }));
    await userEvent.click(screen.getByRole('radio', { name: /Service provider/ }));
    const beauty = await screen.findByRole('radio', { name: 'Beauty & Wellness' });
    expect(screen.queryByRole('radio', { name: 'Fashion' })).not.toBeInTheDocument();
    await userEvent.click(beauty);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2
    await heading('Tell us about your service');
    expect(screen.getByText('Select the category that best describes your service')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter your business name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Business name'), 'Bola Braids');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Account details: registering signs the merchant in and emails the code (no second send).
    await heading('Create your account');
    await fillAccountDetails(accountDetails);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Verify your email');
    expect(screen.getByText('Enter the 6-digit code we sent to new@shop.ng.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/register')).toEqual([
      {
        email: 'new@shop.ng',
        firstName: 'Bola',
        surname: 'Ade',
        username: 'bolabraids',
        phone: '+2348000000000',
        password: 'secret-pass-1',
        confirmPassword: 'secret-pass-1',
        serviceType: 'service',
        category: 'Beauty & Wellness',
        businessName: 'Bola Braids',
      },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/send-otp-verification-email')).toEqual([]);

    // The code: 6 digits, the server's refusal on the field, then the right one.
    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await userEvent.type(code, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Incorrect code'));
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Onboarding Successful')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/verify-otp-email')).toEqual([
      { otp: '123459' },
      { otp: '123456' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([]);
    // Signed in as the new merchant: the layout shows them without a login.
    expect(await screen.findByRole('link', { name: 'Bola Obi', hidden: true })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('sends a new code on request', async () => {
    mockFetch({
      ...categoryHandlers,
      'POST /v1/auth/register': registered,
      'POST /v1/auth/send-otp-verification-email': () => [
        429,
        failure(429, 'Too many codes requested for this address. Try again in 42 minutes.'),
      ],
    });
    renderApp('/onboarding');
    await walkSteps();
    await fillAccountDetails(accountDetails);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await heading('Verify your email');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('Too many codes requested for this address. Try again in 42 minutes.'),
    ).toBeInTheDocument();
  });
});
