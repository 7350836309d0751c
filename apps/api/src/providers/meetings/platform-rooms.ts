import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  type MeetingProvider,
  type MeetingRoom,
  MeetingRequestError,
  type MeetingRoomRequest,
} from './meeting-provider.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 130 random bits in lower-case base32, grouped like 'abcde-fghij-…' so it reads out loud. */
function roomId(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < 26) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out.match(/.{1,5}/g)!.join('-');
}

/** The built-in provider: a room on the platform at `${PUBLIC_URL}/meet/{room id}`, unguessable and never reused. */
export class PlatformMeetingRooms implements MeetingProvider {
  readonly name = 'platform';

  constructor(private readonly publicUrl: string) {}

  async createRoom(request: MeetingRoomRequest): Promise<MeetingRoom> {
    if (!(request.end.getTime() > request.start.getTime()))
      throw new MeetingRequestError('A meeting must end after it starts');
    const id = roomId();
    return { provider: this.name, roomId: id, url: `${this.publicUrl.replace(/\/+$/, '')}/meet/${id}` };
  }
}

const config = z.object({ MEETINGS_PROVIDER: z.enum(['platform']).default('platform') });

/** The provider chosen by MEETINGS_PROVIDER (only the platform's own rooms exist today). */
export function createMeetingProvider(
  publicUrl: string,
  source: NodeJS.ProcessEnv = process.env,
): MeetingProvider {
  const { MEETINGS_PROVIDER } = config.parse(source);
  switch (MEETINGS_PROVIDER) {
    case 'platform':
      return new PlatformMeetingRooms(publicUrl);
  }
}
