import type { FastifyInstance } from 'fastify';

/** How the simulated carrier misbehaves on one request (tests and demos of an outage). */
export type SimFault =
  /** A 400 refusal with this reason, as Terminal refuses a request. */
  | { kind: 'refuse'; message: string }
  /** Never answers: the caller's timeout is all that ends the call. */
  | { kind: 'hang' }
  /** Closes the connection without an answer. */
  | { kind: 'drop' }
  /** Answers this status with a generic error body. */
  | { kind: 'status'; code: number }
  /** Answers 200 with this raw body (not JSON, or JSON of the wrong shape). */
  | { kind: 'body'; body: string }
  /** Does the work, then answers with `data` changed by `change`. */
  | { kind: 'mangle'; change: (data: unknown) => unknown }
  /** Does the work, then answers `ms` later. */
  | { kind: 'late'; ms: number };

interface Planned {
  method: string;
  path: string;
  fault: SimFault;
}

/** Faults planned for the next matching requests, each used once, in order. */
export class SimFaults {
  private readonly planned: Planned[] = [];
  private readonly answering = new WeakMap<object, SimFault>();

  /** The next request `METHOD /path` (the path as Terminal names it, e.g. 'POST /shipments/pickup') fails so. */
  next(route: string, fault: SimFault) {
    const [method = '', path = ''] = route.split(' ');
    this.planned.push({ method, path, fault });
  }

  /** Makes the next `count` pickups refused as if the carrier were down. */
  failNext(count = 1, reason = 'The carrier is not available right now. Try again later.') {
    for (let i = 0; i < count; i++) this.next('POST /shipments/pickup', { kind: 'refuse', message: reason });
  }

  clear() {
    this.planned.length = 0;
  }

  private take(method: string, url: string): SimFault | undefined {
    const path = url.split('?')[0]!;
    const at = this.planned.findIndex((p) => p.method === method && path.startsWith(p.path));
    return at < 0 ? undefined : this.planned.splice(at, 1)[0]!.fault;
  }

  /** Applies the planned faults to the simulation's routes. */
  install(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      const fault = this.take(request.method, request.url);
      if (!fault) return;
      switch (fault.kind) {
        case 'refuse':
          return reply.code(400).send({ status: false, message: fault.message });
        case 'hang':
          reply.hijack();
          return;
        case 'drop':
          reply.hijack();
          request.raw.socket.destroy();
          return;
        case 'status':
          return reply.code(fault.code).send({ status: false, message: 'Internal server error' });
        case 'body':
          return reply.code(200).type('application/json').send(fault.body);
        default:
          this.answering.set(request, fault);
      }
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const fault = this.answering.get(request);
      if (fault?.kind === 'late') await new Promise((resolve) => setTimeout(resolve, fault.ms));
      if (fault?.kind !== 'mangle' || typeof payload !== 'string') return payload;
      const body = JSON.parse(payload) as { data: unknown };
      return JSON.stringify({ ...body, data: fault.change(body.data) });
    });
  }
}
