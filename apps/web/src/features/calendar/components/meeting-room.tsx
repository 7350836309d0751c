import { type MeetingRoom as Room } from '@oja/contracts';
import { CalendarClock, CircleCheck, Clock, LinkIcon, Store, Video } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Logo } from '@/components/layout/logo';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { useMeetingRoom } from '../api/get-meeting-room';

/** '2 d 03:04:05', '03:04:05' or '04:05' until `ms` runs out. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const [h, m, s] = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = h > 0 || days > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}

/** The server's clock, ticking every second (the countdown does not trust the visitor's clock). */
function useServerNow(skew: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now + skew;
}

/** Where the room stands at `now`, moving on by itself between two answers of the server. */
function stateAt(room: Room, now: number): Room['state'] {
  if (room.state === 'cancelled') return room.state;
  const [start, end] = [new Date(room.start).getTime(), new Date(room.end).getTime()];
  if (now >= end) return 'ended';
  if (now >= start - room.opensMinutesBefore * 60_000) return 'open';
  return 'waiting';
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:py-12">
      <title>{`${title} · Oja`}</title>
      <header className="mx-auto mb-6 flex max-w-2xl items-center justify-between">
        <Logo />
        <span className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <Video aria-hidden="true" className="size-4 text-brand-700" />
          Meeting room
        </span>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-6">{children}</main>
    </div>
  );
}

const STATE_TEXT: Record<Room['state'], { heading: string; detail: (room: Room) => string }> = {
  waiting: {
    heading: 'The room opens soon',
    detail: (room) =>
      `Come back ${room.opensMinutesBefore} minutes before the start; this page updates by itself.`,
  },
  open: {
    heading: 'The room is open',
    detail: (room) => `${room.merchantName} expects you now. Keep this page open until the session ends.`,
  },
  ended: { heading: 'This meeting has ended', detail: () => 'The booked time is over.' },
  cancelled: {
    heading: 'This booking is not active',
    detail: (room) => `The order was cancelled or not paid. Contact ${room.merchantName} to book again.`,
  },
};

function RoomCard({ room, receivedAt }: { room: Room; receivedAt: number }) {
  const now = useServerNow(new Date(room.serverTime).getTime() - receivedAt);
  const state = stateAt(room, now);
  const opensAt = new Date(room.start).getTime() - room.opensMinutesBefore * 60_000;
  const text = STATE_TEXT[state];
  return (
    <section
      aria-labelledby="room-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Booking</p>
        <h1 id="room-title" className="text-xl font-semibold break-words text-slate-900">
          {room.title}
        </h1>
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-start gap-2">
          <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <div>
            <dt className="text-slate-600">With</dt>
            <dd className="font-medium break-words text-slate-900">{room.merchantName}</dd>
          </div>
        </div>
        <div className="flex items-start gap-2">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <div>
            <dt className="text-slate-600">When (Lagos time)</dt>
            <dd className="font-medium text-slate-900">
              {formatLongDate(new Date(`${room.bookedDate}T00:00:00`))},{' '}
              <span className="tabular-nums">
                {room.startHour}–{room.endHour}
              </span>
            </dd>
            <dd className="text-xs text-slate-600">Your time: {formatDateTime(room.start)}</dd>
          </div>
        </div>
      </dl>
      <div
        role="status"
        data-state={state}
        className={
          state === 'open'
            ? 'rounded-xl bg-green-50 px-4 py-3 text-green-900'
            : 'rounded-xl bg-slate-50 px-4 py-3 text-slate-800'
        }
      >
        <p className="flex items-center gap-2 font-semibold">
          {state === 'open' ? (
            <CircleCheck aria-hidden="true" className="size-5" />
          ) : (
            <Clock aria-hidden="true" className="size-5" />
          )}
          {text.heading}
        </p>
        <p className="mt-1 text-sm">{text.detail(room)}</p>
        {state === 'waiting' ? (
          <p className="mt-2 text-sm">
            Opens in <span className="font-semibold tabular-nums">{countdown(opensAt - now)}</span>
          </p>
        ) : null}
        {state === 'open' && now < new Date(room.start).getTime() ? (
          <p className="mt-2 text-sm">
            Starts in{' '}
            <span className="font-semibold tabular-nums">
              {countdown(new Date(room.start).getTime() - now)}
            </span>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** /meet/{roomId}: the waiting room behind an online booking's meeting link (public; the link is the key). */
export function MeetingRoom({ roomId }: { roomId: string }) {
  const { data: room, isPending, dataUpdatedAt } = useMeetingRoom(roomId);
  if (isPending)
    return (
      <Shell title="Meeting room">
        <LoadingState />
      </Shell>
    );
  if (!room)
    return (
      <Shell title="Meeting link not valid">
        <section className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <LinkIcon aria-hidden="true" className="size-6 text-slate-500" />
          <h1 className="text-lg font-semibold text-slate-900">This meeting link is not valid</h1>
          <p className="max-w-sm text-sm text-slate-600">Check the link in your booking email.</p>
        </section>
      </Shell>
    );
  return (
    <Shell title={room.title}>
      <RoomCard room={room} receivedAt={dataUpdatedAt} />
    </Shell>
  );
}
