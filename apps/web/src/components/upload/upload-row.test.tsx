import { type UploadResult, uploadMessages } from '@oja/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, mockFetch } from '@/testing/mock-fetch';
import { UploadRow } from './upload-row';
import { IMAGE_FORMATS } from './upload-rules';
import { useFileUpload, type UseFileUploadOptions } from './use-file-upload';

const result: UploadResult = {
  public_id: 'products/abc',
  secure_url: '/media/products/abc/original.png',
  resource_type: 'image',
  format: 'png',
  bytes: 68,
  width: 1,
  height: 1,
  thumbnail_url: '/media/products/abc/thumb.webp',
  variants: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

function Harness(props: Partial<UseFileUploadOptions>) {
  const upload = useFileUpload({ preset: 'products', ...props });
  return <UploadRow upload={upload} label="Main image" />;
}

const png = (name = 'dress.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('Main image'), { target: { files: [file] } });
const deferred = () => {
  let resolve!: (value: [number, unknown]) => void;
  const promise = new Promise<[number, unknown]>((r) => (resolve = r));
  return { promise, resolve };
};
const progress = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('the upload row', () => {
  it('grows the bar 5.48 every 500 ms up to 548 until the upload completes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answer = deferred();
    let sent: FormData | undefined;
    mockFetch({
      'POST /v1/uploads': ({ body }) => {
        sent = body as FormData;
        return answer.promise;
      },
    });
    const onUploaded = vi.fn();
    const onBusyChange = vi.fn();
    render(<Harness onUploaded={onUploaded} onBusyChange={onBusyChange} />);
    pick(png());

    expect(screen.getByText(/Uploading…/)).toBeInTheDocument();
    expect(progress()).toBe(0);
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await act(async () => vi.advanceTimersByTime(499));
    expect(progress()).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    expect(progress()).toBe(5.48);
    await act(async () => vi.advanceTimersByTime(500));
    expect(progress()).toBe(10.96);
    // 100 ticks reach 548; the bar then stays there while the server is still working.
    await act(async () => vi.advanceTimersByTime(98 * 500));
    expect(progress()).toBe(548);
    await act(async () => vi.advanceTimersByTime(5000));
    expect(progress()).toBe(548);
    expect(sent?.get('upload_preset')).toBe('products');
    expect((sent?.get('file') as File).name).toBe('dress.png');

    await act(async () => answer.resolve([201, envelope(result, 'File uploaded successfully', 201)]));
    expect(await screen.findByText(/Completed/)).toBeInTheDocument();
    expect(progress()).toBe(548);
    expect(onUploaded).toHaveBeenCalledWith(result, expect.any(File));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('stops at the completion even half-way', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const answer = deferred();
    mockFetch({ 'POST /v1/uploads': () => answer.promise });
    render(<Harness />);
    pick(png());
    await act(async () => vi.advanceTimersByTime(1500));
    expect(progress()).toBe(16.44);
    await act(async () => answer.resolve([201, envelope(result)]));
    expect(await screen.findByText(/Completed/)).toBeInTheDocument();
    expect(progress()).toBe(548);
  });

  it("refuses another format before sending: 'Invalid upload format. (pdf, jpg, jpeg, png)'", () => {
    const fetchMock = mockFetch({});
    render(<Harness formats={IMAGE_FORMATS} />);
    pick(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(uploadMessages.invalidFormat);
    expect(screen.getByText(/Invalid format/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the failure's message, or 'File upload failed', and clears it when a new upload starts", async () => {
    let attempt = 0;
    mockFetch({
      'POST /v1/uploads': () => {
        attempt++;
        if (attempt === 1) return [400, failure(400, 'Invalid upload format. (pdf, jpg, jpeg, png)')];
        if (attempt === 2) return [413, { code: 413 }];
        return new Promise(() => {});
      },
    });
    render(<Harness />);
    pick(png('renamed.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.invalidFormat);
    expect(screen.getByText(/Failed/)).toBeInTheDocument();
    pick(png('big.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.failed);
    pick(png('third.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Uploading…/)).toBeInTheDocument();
  });

  it('clears the file when its row is clicked', async () => {
    mockFetch({ 'POST /v1/uploads': () => [201, envelope(result)] });
    const onReset = vi.fn();
    render(<Harness onReset={onReset} />);
    pick(png());
    expect(await screen.findByText(/Completed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Main image')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove dress.png' }));
    expect(onReset).toHaveBeenCalledWith('cleared');
    expect(screen.queryByText('dress.png')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Main image')).toBeInTheDocument();
  });

  it('starts completed for a file already stored', () => {
    render(<Harness initial={{ name: 'old.png', url: '/media/products/x/original.png' }} />);
    expect(screen.getByRole('button', { name: 'Remove old.png' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(progress()).toBe(548);
  });
});
