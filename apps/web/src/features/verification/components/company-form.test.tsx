import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { CompanyForm } from './company-form';
import { countries, page, renderWithQuery } from './test-utils';
import { pngFile, uploaded } from '../testing/upload-mocks';

const pending = {
  stage: 3,
  level: 2,
  stageVerificationStatus: 'pending',
  verificationStatus: false,
  submission: { id: 's3', stage: 3, status: 'pending', reason: null },
};

const setup = (countryIso2: string | null = 'NG') => {
  const fetchMock = mockFetch({
    'GET /v1/address/countries': () => [200, envelope(page(countries))],
    'POST /v1/uploads': () => uploaded('bill.png'),
    'POST /v1/dashboard/upgrade-stage-three': () => [
      200,
      envelope(pending, 'Your Level 3 Verification in Progress'),
    ],
  });
  const onSubmitted = vi.fn();
  renderWithQuery(<CompanyForm countryIso2={countryIso2} onCancel={() => {}} onSubmitted={onSubmitted} />);
  return { fetchMock, onSubmitted };
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function pickCountry(search: string, name: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Country of registration' }));
  const picker = await screen.findByRole('dialog', { name: 'Select country' });
  await userEvent.type(within(picker).getByRole('searchbox', { name: 'Search countries' }), search);
  await userEvent.click(within(picker).getByRole('button', { name: new RegExp(name) }));
}

describe('company form (SPEC §5)', () => {
  it("labels the registration number 'CAC No.' for Nigeria and 'Company House Number' for the United Kingdom", async () => {
    setup('NG');
    expect(await screen.findByLabelText('CAC No.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Country of registration' })).toHaveTextContent(
        'Nigeria (+234)',
      ),
    );
    await pickCountry('kingdom', 'United Kingdom');
    expect(screen.getByLabelText('Company House Number')).toBeInTheDocument();
    expect(screen.getByText('+44')).toBeInTheDocument();
  });

  it('starts in the business country, Nigeria by default', async () => {
    setup(null);
    expect(await screen.findByLabelText('CAC No.')).toBeInTheDocument();
  });

  it('shows every rule’s message as fields are touched', async () => {
    setup('NG');
    await screen.findByLabelText('CAC No.');
    const messages: Array<[string, string, string]> = [
      ['Registration name', 'AB', 'Enter registration name (min 3 characters)'],
      ['Company email', 'nope', 'Enter a valid email'],
      ['Company phone', '12', 'Enter a valid phone number'],
      ['Tax identification number (TIN)', '12_34', 'Enter TIN (slash, dot, and hyphen are allowed)'],
    ];
    for (const [label, value, message] of messages) {
      await userEvent.type(field(label), value);
      await userEvent.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    for (const label of ['CAC No.', 'Proof of address']) {
      await userEvent.click(field(label));
      await userEvent.tab();
    }
    expect(await screen.findByText('Enter registration number')).toBeInTheDocument();
    expect(screen.getByText('Choose proof of address type')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Proof of address document'), {
      target: { files: [pngFile('bill.png')] },
    });
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upload Successful' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove bill.png' }));
    expect(await screen.findByText('Upload a clear proof of address')).toBeInTheDocument();
  });

  it('sends the company with the dial code of the picked country', async () => {
    const { fetchMock, onSubmitted } = setup('NG');
    await pickCountry('ghana', 'Ghana');
    await userEvent.type(field('Registration name'), 'Adaeze Fabrics Ltd');
    await userEvent.type(field('Registration Number'), 'CS123456');
    await userEvent.type(field('Company email'), 'hello@adaeze.ng');
    await userEvent.type(field('Company phone'), '30 (123) 4567');
    expect(field('Company phone')).toHaveValue('30 123 4567');
    await userEvent.type(field('Tax identification number (TIN)'), 'AB/12.3-4');
    await userEvent.selectOptions(field('Proof of address'), 'Water bill');
    fireEvent.change(screen.getByLabelText('Proof of address document'), {
      target: { files: [pngFile('bill.png')] },
    });
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upload Successful' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /v1/dashboard/upgrade-stage-three')).toEqual([
      {
        registrationName: 'Adaeze Fabrics Ltd',
        cacNumber: 'CS123456',
        companyEmail: 'hello@adaeze.ng',
        companyPhone: '30 123 4567',
        dialCode: '+233',
        tin: 'AB/12.3-4',
        proofOfAddress: { proofType: 'water_bill', image: '/media/documents/bill.png' },
      },
    ]);
  });
});
