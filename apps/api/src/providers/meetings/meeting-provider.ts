/**
 * Online meeting rooms for bookings (docs/architecture.md#where-each-kind-of-code-lives). A provider opens a room for a booking's time and
 * answers with the link the buyer and the merchant join by. Real adapters (Zoom, Google Meet, Daily)
 * create the room through their API; the built-in one gives a unique room on the platform itself.
 */
export interface MeetingRoomRequest {
  merchantId: string;
  bookingId: string;
  title: string;
  start: Date;
  end: Date;
}

export interface MeetingRoom {
  provider: string;
  roomId: string;
  url: string;
}

export interface MeetingProvider {
  readonly name: string;
  /** Opens a new room; every call gives a different room. Rejects a request whose end is not after its start. */
  createRoom(request: MeetingRoomRequest): Promise<MeetingRoom>;
}

export class MeetingRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MeetingRequestError';
  }
}
