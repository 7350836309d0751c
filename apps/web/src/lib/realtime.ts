import { type RealtimeEvent, type RealtimeEventType, WS_CLOSE_SESSION_ENDED } from '@oja/contracts';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

/**
 * The dashboard's one websocket per tab (GET /v1/ws, authenticated by the access-token cookie). Screens
 * `subscribe(type, handler)`; the socket opens with the first subscriber, closes shortly after the last
 * one leaves, and reconnects with exponential backoff (and jitter) while anyone still listens. Events
 * may have been missed before it opened (a screen fetches while the socket is still connecting) or while
 * it was down, so `onReconnect` handlers run each time it opens, the first time included: refetch.
 * Its status ('offline' while it cannot connect) lets live figures fall back to polling meanwhile.
 * A close with WS_CLOSE_SESSION_ENDED (logout, password change elsewhere) is final: no reconnection; the
 * next API request meets the 401 and signs the tab out through the API client.
 */

/** idle: nobody listens; connecting: the first attempt; live: open; offline: down, retrying. */
export type RealtimeStatus = 'idle' | 'connecting' | 'live' | 'offline';

/** What JSON makes of the contracts' types: dates travel as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends ReadonlyArray<infer U>
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type RealtimeData<T extends RealtimeEventType> = Wire<Extract<RealtimeEvent, { type: T }>['data']>;

/**
 * `data` is null when the event was too large to travel whole (the server then sends only its ids):
 * refetch what it is about.
 */
export type RealtimeHandler<T extends RealtimeEventType> = (data: RealtimeData<T> | null) => void;

/** The part of the browser's WebSocket the client uses. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export interface RealtimeClientOptions {
  url: () => string;
  createSocket?: (url: string) => SocketLike;
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** How long the socket stays open without subscribers (a page change re-subscribes at once). */
  idleCloseMs?: number;
  random?: () => number;
}

type AnyHandler = (data: unknown) => void;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const createRealtimeClient = ({
  url,
  createSocket = (address) => new WebSocket(address),
  initialDelayMs = 1000,
  maxDelayMs = 30_000,
  idleCloseMs = 1000,
  random = Math.random,
}: RealtimeClientOptions) => {
  const handlers = new Map<string, Set<AnyHandler>>();
  const reconnectHandlers = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  let status: RealtimeStatus = 'idle';
  let socket: SocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  const subscribers = () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0);

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const dispatch = (raw: unknown) => {
    if (typeof raw !== 'string') return;
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isRecord(event) || typeof event.type !== 'string') return;
    const data = event.partial === true || !isRecord(event.data) ? null : event.data;
    for (const handler of handlers.get(event.type) ?? []) handler(data);
  };

  const scheduleRetry = () => {
    const delay = Math.min(maxDelayMs, initialDelayMs * 2 ** attempt) * (0.5 + random() / 2);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect();
    }, delay);
  };

  function connect() {
    if (status === 'idle') setStatus('connecting');
    let current: SocketLike;
    try {
      current = createSocket(url());
    } catch {
      // The browser refused to open it at all (no WebSocket, a blocked address): retry like a drop.
      setStatus('offline');
      scheduleRetry();
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setStatus('live');
      for (const handler of reconnectHandlers) handler();
    };
    current.onmessage = (event) => dispatch(event.data);
    current.onerror = () => {}; // a close event always follows
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (event.code === WS_CLOSE_SESSION_ENDED) {
        attempt = 0;
        setStatus('idle');
        return;
      }
      if (subscribers() > 0) {
        setStatus('offline');
        scheduleRetry();
      } else setStatus('idle');
    };
  }

  const ensureConnected = () => {
    clearTimeout(idleTimer);
    idleTimer = undefined;
    if (!socket && !retryTimer) connect();
  };

  const shutdown = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = socket;
    socket = null;
    attempt = 0;
    setStatus('idle');
    current?.close(1000, 'No subscribers');
  };

  const releaseIfIdle = () => {
    if (subscribers() > 0 || idleTimer) return;
    idleTimer = setTimeout(() => {
      idleTimer = undefined;
      if (subscribers() === 0) shutdown();
    }, idleCloseMs);
  };

  return {
    /** Calls `handler` with each event of `type`; returns the unsubscribe function. */
    subscribe<T extends RealtimeEventType>(type: T, handler: RealtimeHandler<T>): () => void {
      const set = handlers.get(type) ?? new Set<AnyHandler>();
      handlers.set(type, set);
      const entry: AnyHandler = (data) => handler(data as RealtimeData<T> | null);
      set.add(entry);
      ensureConnected();
      return () => {
        set.delete(entry);
        releaseIfIdle();
      };
    },
    getStatus: (): RealtimeStatus => status,
    /** Calls `listener` whenever the status changes; returns the unsubscribe function. */
    onStatusChange(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    /** Runs after the socket comes back from a drop; events of the gap are lost, so refetch. */
    onReconnect(handler: () => void): () => void {
      reconnectHandlers.add(handler);
      return () => reconnectHandlers.delete(handler);
    },
  };
};

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

const socketUrl = () => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/v1/ws`;
};

/** The tab's client. */
export const realtime = createRealtimeClient({ url: socketUrl });
export const subscribe = realtime.subscribe;

/** Subscribes a component to an event type while it is mounted (and `enabled`). */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: RealtimeHandler<T>,
  enabled = true,
) {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    return realtime.subscribe(type, (data) => onEvent(data));
  }, [type, enabled]);
}

/** Runs `handler` after each reconnection while the component is mounted (and `enabled`). */
export function useRealtimeReconnect(handler: () => void, enabled = true) {
  const onReconnect = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    return realtime.onReconnect(() => onReconnect());
  }, [enabled]);
}

/** The socket's status, re-rendering on each change. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatusChange, realtime.getStatus, () => 'idle');
}

/** How often a live figure is fetched while the socket is offline. */
export const OFFLINE_POLL_MS = 30_000;

/**
 * A `refetchInterval` for figures that the websocket keeps live: none while it is connected (or
 * connecting), OFFLINE_POLL_MS while it is offline, so a count never stays stale until a reload.
 */
export function useOfflinePolling(): number | false {
  return useRealtimeStatus() === 'offline' ? OFFLINE_POLL_MS : false;
}
