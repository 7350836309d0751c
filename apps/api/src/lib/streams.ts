import { type Duplex, pipeline, type Readable } from 'node:stream';

/**
 * The one way to chain streams in the API: `source` through `stages` with stream.pipeline, returning the
 * last stage for the reply to send. An error anywhere (a database error while the next batch is read, a
 * stage that throws) destroys every stream of the chain with that error, so it surfaces on the stream
 * the reply holds: before the first byte it is the request's error (the error handler answers), after
 * it the connection is cut and the client sees an incomplete body. `.pipe()` would leave the failing
 * stream without an 'error' listener, and that ends the process; lint forbids it in apps/api/src.
 */
export function chain(source: Readable, ...stages: Duplex[]): Readable {
  // The error reaches the returned stream (where the reply handles and logs it); nothing is left to do here.
  return pipeline(source, ...(stages as [Duplex]), () => {}) as Readable;
}
