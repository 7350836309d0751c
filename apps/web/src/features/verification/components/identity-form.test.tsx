import { latestDateOfBirth } from '@oja/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import type { UserProfile } from '@/types/api';
import { IdentityForm } from './identity-form';
import { merchant, renderWithQuery } from './test-utils';
import { pngFile, uploaded } from '../testing/upload-mocks';

const pending = {
  stage: 2,
  level: 1,
  stageVerificationStatus: 'pending',
  verificationStatus: false,
  submission: { id: 's2', stage: 2, status: 'pending', reason: null },
};

const setup = (profile: UserProfile, countryIso2 = 'NG', upgrade?: () => [number, unknown]) => {
  const fetchMock = mockFetch({
    'POST /v1/uploads': () => uploaded('id-card.png'),
    'POST /v1/dashboard/upgrade-stage-two':
      upgrade ?? (() => [200, envelope(pending, 'Your Level 2 Verification in Progress')]),
  });
  const onSubmitted = vi.fn();
  renderWithQuery(
    <IdentityForm
      profile={profile}
      countryIso2={countryIso2}
      onCancel={() => {}}
      onSubmitted={onSubmitted}
    />,
  );
  return { fetchMock, onSubmitted };
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });

async function uploadIdCard() {
  fireEvent.change(screen.getByLabelText('Regulatory ID card'), { target: { files: [pngFile()] } });
  const dialog = await screen.findByRole('dialog', { name: 'Upload Successful' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

describe('identity form (SPEC §5)', () => {
  it('shows every rule’s message as fields are touched', async () => {
    setup(merchant({ businessType: 'registered_business' }));
    const messages: Array<[string, string, string]> = [
      ['First name', 'Al', 'Enter first name (min 3 characters, alphabets only)'],
      ['Last name', 'Ok4for', 'Enter last name (min 3 characters, alphabets only)'],
      ['Email', 'ada@', 'Enter a valid email'],
      ['Phone number', '1234', 'Enter a valid phone number'],
      ['ID number', '2221234567', 'ID number must be 11 digits.'],
    ];
    for (const [label, value, message] of messages) {
      await userEvent.type(field(label), value);
      await userEvent.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Touching the date, the ID type and the document type without choosing.
    for (const label of ['Date of birth', 'ID type', 'Document type']) {
      await userEvent.click(field(label));
      await userEvent.tab();
    }
    expect(await screen.findByText('Select date of birth')).toBeInTheDocument();
    expect(screen.getByText('Select ID type')).toBeInTheDocument();
    expect(screen.getByText('Choose Document Type')).toBeInTheDocument();
    expect(field('ID number')).toHaveAttribute('placeholder', 'Input ID Number');
  });

  it('lets the date of birth be at most 10 years ago', async () => {
    setup(merchant({ businessType: 'registered_business' }));
    const dob = field('Date of birth');
    expect(dob).toHaveAttribute('max', latestDateOfBirth());
    fireEvent.change(dob, { target: { value: `${new Date().getFullYear() - 5}-01-01` } });
    fireEvent.blur(dob);
    expect(await screen.findByText('Date of birth must be at least 10 years ago')).toBeInTheDocument();
  });

  it('asks for the document once the upload is cleared, and keeps Save disabled until it is uploaded', async () => {
    setup(merchant());
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await uploadIdCard();
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove id-card.png' }));
    expect(await screen.findByText('Upload a clear regulatory ID Card')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("prefills and locks a sole trader's name, email and phone, and sends the submission", async () => {
    const { fetchMock, onSubmitted } = setup(merchant({ businessType: 'sole_trader' }));
    for (const [label, value] of [
      ['First name', 'Adaeze'],
      ['Last name', 'Okafor'],
      ['Email', 'ada@example.com'],
      ['Phone number', '+2348031234567'],
    ] as const) {
      expect(field(label)).toHaveValue(value);
      expect(field(label)).toHaveAttribute('readonly');
    }
    fireEvent.change(field('Date of birth'), { target: { value: '1990-05-17' } });
    await userEvent.selectOptions(field('ID type'), 'NIN');
    await userEvent.type(field('ID number'), '12345678901');
    await userEvent.selectOptions(field('Document type'), "Driver's licence");
    await uploadIdCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST /v1/dashboard/upgrade-stage-two')).toEqual([
      {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        preferredName: '',
        dob: '1990-05-17',
        email: 'ada@example.com',
        phone: '+2348031234567',
        authId: { idType: 'nin', value: '12345678901' },
        regulatoryId: { idType: 'drivers_license', image: '/media/documents/id-card.png' },
      },
    ]);
    const upload = fetchMock.mock.calls.find(([url]) => url === '/v1/uploads')![1]!.body as FormData;
    expect(upload.get('upload_preset')).toBe('documents');
    expect((upload.get('file') as File).name).toBe('id-card.png');
  });

  it('asks no BVN or NIN outside Nigeria', () => {
    setup(merchant({ businessType: 'registered_business' }), 'GB');
    expect(screen.queryByLabelText('ID type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('ID number')).not.toBeInTheDocument();
  });

  it("shows the server's field errors", async () => {
    setup(merchant(), 'NG', () => [
      400,
      {
        ...failure(400, 'Invalid request'),
        errors: [{ path: 'body.authId.value', message: 'ID number must be 11 digits.' }],
      },
    ]);
    fireEvent.change(field('Date of birth'), { target: { value: '1990-05-17' } });
    await userEvent.selectOptions(field('ID type'), 'BVN');
    await userEvent.type(field('ID number'), '22212345678');
    await userEvent.selectOptions(field('Document type'), 'NIN slip');
    await uploadIdCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('ID number must be 11 digits.')).toBeInTheDocument();
  });
});
