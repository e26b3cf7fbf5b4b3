import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body the server still reads so the client can read the refusal. Past
 * either bound the connection is closed and the client may see a reset: a sender of hundreds
 * of megabytes, or one trickling slowly, does not get to hold a connection for it.
 */
export const DRAIN_LIMITS = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000 } as const;

/**
 * Reads and discards the rest of a request body. Answering before the client has sent its whole
 * body and then closing the socket makes the kernel reset the connection with the unread bytes,
 * and the client (fetch, the browser) reports a network error instead of the 413 (35 of 40 tries
 * with 5 MB). Resolves true when the body ended within the limits.
 */
export function drainRequest(raw: IncomingMessage, limits = DRAIN_LIMITS): Promise<boolean> {
  if (raw.readableEnded || raw.complete) return Promise.resolve(true);
  if (raw.destroyed) return Promise.resolve(false);
  const declared = Number(raw.headers['content-length']);
  if (declared > limits.maxBytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onFail);
      raw.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer | string) => {
      seen += chunk.length;
      if (seen > limits.maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(onFail, limits.maxMs).unref();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onFail);
    raw.once('close', onClose);
    // A multipart parser may still be piped in and paused on a file nobody reads any more.
    raw.unpipe();
    raw.resume();
  });
}
