import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp, testUser } from '@/app/testing/render-app';

const categories = [
  { id: 'c1', name: 'Fashion' },
  { id: 'c2', name: 'Beauty & Spa' },
];

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/onboarding', () => {
  it('walks the 3 steps, registers, verifies the email, logs in and lands on the dashboard', async () => {
    const user = testUser({
      email: 'new@shop.ng',
      firstName: 'Bola',
      businessName: 'Bola Braids',
      serviceType: 'service',
    });
    const fetchMock = mockFetch({
      'GET /v1/services/category/all': () => [200, envelope(categories)],
      'POST /v1/auth/register': () => [201, envelope(null, 'Onboarding Successful', 201)],
      'POST /v1/auth/send-otp-verification-email': () => [200, envelope(null, 'OTP sent')],
      'POST /v1/auth/verify-otp-email': ({ body }) =>
        (body as { otp: string }).otp === '123456'
          ? [200, envelope(null, 'Email verified')]
          : [400, failure(400, 'Invalid OTP')],
      'POST /v1/auth/login': () => [
        200,
        envelope({ user, tokens: { access: { token: 't', expires: '2030-01-01' } } }),
      ],
      'GET /v1/users/profile': () => [200, envelope(user)],
    });
    const { router } = renderApp('/onboarding');

    // Step 0
    await heading('Launch your business now');
    expect(screen.getByText('Getting started takes around 10 minutes')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 1: both choices are required; previous goes back.
    await heading('Business category');
    expect(screen.getByText('Select the category that best describes your service')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await heading('Launch your business now');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Choose what you do')).toBeInTheDocument();
    expect(await screen.findByText('Choose a category')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Service provider/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Beauty & Spa' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Step 2
    await heading('Tell us about your service');
    expect(screen.getByText('Select the category that best describes your service')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Business name'), 'Bola Braids');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Account details
    await heading('Create your account');
    await userEvent.type(screen.getByLabelText('First name'), 'Bola');
    await userEvent.type(screen.getByLabelText('Surname'), 'Ade');
    await userEvent.type(screen.getByLabelText('Email'), 'new@shop.ng');
    await userEvent.type(screen.getByLabelText('Username'), 'bolabraids');
    await userEvent.type(screen.getByLabelText('Phone number'), '+2348000000000');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret-pass-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Email code
    await heading('Verify your email');
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
        category: 'Beauty & Spa',
        businessName: 'Bola Braids',
      },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/send-otp-verification-email')).toEqual([
      { email: 'new@shop.ng' },
    ]);

    await userEvent.type(screen.getByLabelText('Verification code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification code'), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify email' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Onboarding Successful')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/auth/verify-otp-email')).toEqual([
      { email: 'new@shop.ng', otp: '123456' },
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/auth/login')).toEqual([
      { email: 'new@shop.ng', password: 'secret-pass-1' },
    ]);
    expect(await heading('Welcome back, Bola')).toBeInTheDocument();
  });

  it("puts the server's field errors on the account form", async () => {
    mockFetch({
      'GET /v1/services/category/all': () => [200, envelope(categories)],
      'POST /v1/auth/register': () => [
        409,
        {
          ...failure(409, 'Email already taken'),
          errors: [{ path: 'email', message: 'Email already taken' }],
        },
      ],
    });
    renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: /Seller/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Fashion' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(await screen.findByLabelText('Business name'), 'Ada Fabrics');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Create your account');
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Surname', 'Obi'],
      ['Email', 'ada@example.com'],
      ['Username', 'adafabrics'],
      ['Phone number', '08012345678'],
      ['Password', 'secret-pass-1'],
      ['Confirm password', 'secret-pass-1'],
    ] as const) {
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email already taken'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(document.body).getAllByText('Email already taken').length).toBeGreaterThanOrEqual(1);
  });
});
