import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, mockFetch } from '@/testing/mock-fetch';
import { renderWithQuery } from './test-utils';
import { pngFile, uploaded } from '../testing/upload-mocks';
import { DocumentUploadRow } from './document-upload-row';
import { useDocumentUpload } from './use-document-upload';

const onUploaded = vi.fn();
const onReset = vi.fn();

function Harness() {
  const upload = useDocumentUpload({ onUploaded, onReset });
  return <DocumentUploadRow upload={upload} label="Regulatory ID card" />;
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Regulatory ID card'), { target: { files: [file] } });
const progress = () =>
  Number(screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // Only the progress interval is faked: the test waits for the upload with real timeouts.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onUploaded.mockReset();
  onReset.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('upload row (SPEC §4 Upload)', () => {
  it('grows the bar 5.48 every 500 ms up to 548 while the upload runs, then completes', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch({
      'POST /v1/uploads': async () => {
        await gate;
        return uploaded('id-card.png');
      },
    });
    renderWithQuery(<Harness />);
    pick(pngFile());
    const row = screen.getByRole('button', { name: 'Remove id-card.png' });
    expect(row).toHaveTextContent('Uploading…');
    expect(progress()).toBe(0);
    tick(499);
    expect(progress()).toBe(0);
    tick(1);
    expect(progress()).toBe(5.48);
    tick(500);
    expect(progress()).toBe(10.96);
    tick(60_000);
    expect(progress()).toBe(548);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '548');
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '100%' });
    expect(onUploaded).not.toHaveBeenCalled();

    release();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Successful' });
    expect(row).toHaveTextContent('Completed');
    expect(progress()).toBe(548);
    expect(onUploaded).toHaveBeenCalledWith('/media/documents/id-card.png');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses other formats before sending, and clears that error when a new upload starts', async () => {
    const fetchMock = mockFetch({ 'POST /v1/uploads': () => uploaded('id-card.png') });
    renderWithQuery(<Harness />);
    pick(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove notes.txt' })).toHaveTextContent('Invalid format');
    pick(new File(['%PDF'], 'archive', { type: 'application/pdf' }));
    expect(screen.getByText('Invalid upload format. (pdf, jpg, jpeg, png)')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    pick(pngFile('scan.JPEG'));
    expect(screen.queryByText('Invalid upload format. (pdf, jpg, jpeg, png)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove scan.JPEG' })).toHaveTextContent('Uploading…');
    expect(await screen.findByRole('dialog', { name: 'Upload Successful' })).toBeInTheDocument();
  });

  it("shows the failure's message, or 'File upload failed'", async () => {
    const answers = [
      [413, failure(413, 'File too large. The maximum size is 10 MB.')],
      [400, failure(400, '')],
    ] as Array<[number, unknown]>;
    mockFetch({ 'POST /v1/uploads': () => answers.shift()! });
    renderWithQuery(<Harness />);
    pick(pngFile('big.png'));
    expect(await screen.findByText('File too large. The maximum size is 10 MB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove big.png' })).toHaveTextContent('Failed');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    pick(pngFile('other.png'));
    expect(screen.queryByText('File too large. The maximum size is 10 MB.')).not.toBeInTheDocument();
    expect(await screen.findByText('File upload failed')).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('clears the file when its row is clicked', async () => {
    mockFetch({ 'POST /v1/uploads': () => uploaded('id-card.png') });
    renderWithQuery(<Harness />);
    pick(pngFile());
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Upload Successful' })).getByRole('button', {
        name: 'OK',
      }),
    );
    // A first pick replaces nothing.
    expect(onReset).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove id-card.png' }));
    expect(screen.queryByRole('button', { name: 'Remove id-card.png' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Regulatory ID card')).toBeInTheDocument();
    expect(onReset).toHaveBeenLastCalledWith('cleared');
  });
});
