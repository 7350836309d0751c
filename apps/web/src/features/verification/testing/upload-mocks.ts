import { envelope } from '@/testing/mock-fetch';

/** POST /v1/uploads's answer for a stored document. */
export const uploaded = (name: string) =>
  [
    201,
    envelope(
      {
        public_id: `documents/${name}`,
        secure_url: `/media/documents/${name}`,
        resource_type: 'image',
        format: 'png',
        bytes: 120,
        width: 24,
        height: 24,
        thumbnail_url: null,
        variants: [],
        created_at: '2026-01-01T00:00:00.000Z',
      },
      'File uploaded successfully',
      201,
    ),
  ] as [number, unknown];

export const pngFile = (name = 'id-card.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
