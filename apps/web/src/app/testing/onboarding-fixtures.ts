import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

/** What the onboarding journeys type and pick, and the categories the API answers with. */
const category = (id: string, name: string) => ({ id, name, title: name, subCategories: [] });
export const productCategories = [category('p1', 'Fashion'), category('p2', 'Electronics')];
export const serviceCategories = [category('s1', 'Photography'), category('s2', 'Beauty & Wellness')];

export const categoryHandlers: Record<string, MockHandler> = {
  'GET /v1/product/category': () => [200, envelope(productCategories)],
  'GET /v1/services/category/all': () => [200, envelope(serviceCategories)],
};

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

export const fillAccountDetails = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label, { selector: 'input' }), value);
  }
};

export const accountDetails = {
  'First name': 'Bola',
  Surname: 'Ade',
  Email: 'New@Shop.ng',
  Username: 'bolabraids',
  'Phone number': '+2348000000000',
  Password: 'secret-pass-1',
  'Confirm password': 'secret-pass-1',
};

/** From step 0 to the account details, as a service provider in 'Beauty & Wellness'. */
export const walkSteps = async () => {
  await heading('Launch your business now');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Business category');
  await userEvent.click(screen.getByRole('radio', { name: /Service provider/ }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Beauty & Wellness' }));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Tell us about your service');
  await userEvent.type(screen.getByLabelText('Business name'), 'Bola Braids');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Create your account');
};

/** POST /v1/auth/register: the new merchant, signed in, email not yet verified. */
export const registered: MockHandler = () => [
  201,
  envelope(
    {
      user: testUser({ email: 'new@shop.ng', isEmailVerified: false }),
      tokens: { access: { token: 't', expires: '2030-01-01T00:00:00.000Z' } },
    },
    'Onboarding Successful',
    201,
  ),
];
