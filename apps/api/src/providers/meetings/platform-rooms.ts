import { randomBytes } from 'node:crypto';
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

/**
 * Rooms at `${baseUrl}/{room id}`, unguessable and never reused. With the default base (PUBLIC_URL/meet)
 * the link opens Oja's own waiting room; with another base (MEETING_BASE_URL, e.g. https://meet.jit.si)
 * the same id names a room on that service.
 */
export class LinkedMeetingRooms implements MeetingProvider {
  readonly name: string;

  constructor(
    private readonly baseUrl: string,
    ownBase: boolean,
  ) {
    this.name = ownBase ? 'platform' : new URL(baseUrl).host;
  }

  async createRoom(request: MeetingRoomRequest): Promise<MeetingRoom> {
    if (!(request.end.getTime() > request.start.getTime()))
      throw new MeetingRequestError('A meeting must end after it starts');
    const id = roomId();
    return { provider: this.name, roomId: id, url: `${this.baseUrl.replace(/\/+$/, '')}/${id}` };
  }
}

/** The provider for this configuration: rooms under MEETING_BASE_URL (Oja's own /meet page by default). */
export function createMeetingProvider(env: {
  PUBLIC_URL: string;
  MEETING_BASE_URL: string;
}): MeetingProvider {
  const own = `${env.PUBLIC_URL.replace(/\/+$/, '')}/meet`;
  return new LinkedMeetingRooms(env.MEETING_BASE_URL, env.MEETING_BASE_URL === own);
}
