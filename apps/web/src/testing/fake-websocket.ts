/**
 * A stand-in for the browser's WebSocket (jsdom would dial a real host). It "connects" on the next
 * microtask; tests play the server with `FakeWebSocket.latest().emit({ type, data })` or `.drop()`.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];
  /** While true, new sockets fail to connect (the server is down). */
  static refuseConnections = false;

  /** The socket most recently created. */
  static latest() {
    const socket = FakeWebSocket.instances.at(-1);
    if (!socket) throw new Error('No websocket has been opened');
    return socket;
  }

  /** The sockets that are currently open. */
  static open() {
    return FakeWebSocket.instances.filter((socket) => socket.readyState === FakeWebSocket.OPEN);
  }

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  closeCode: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
    queueMicrotask(() => {
      if (this.readyState !== FakeWebSocket.CONNECTING) return;
      if (FakeWebSocket.refuseConnections) return this.finish(1006);
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    });
  }

  /** The server sends an event (an object is sent as JSON). */
  emit(event: unknown) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('The websocket is not open');
    const data = typeof event === 'string' ? event : JSON.stringify(event);
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  /** The connection is lost (server restart, network). */
  drop(code = 1006) {
    this.finish(code);
  }

  send() {}

  close(code = 1000) {
    this.finish(code);
  }

  private finish(code: number) {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.closeCode = code;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}
