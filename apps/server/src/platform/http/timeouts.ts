import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import type { HttpTimeouts } from '../../config.ts';
import { AppError } from './app-error.ts';
import type { RequestStep } from './request-start.ts';

/**
 * Node's own limits: the request line and headers within `headersMs` (a slow one gets 408 from
 * client-errors.ts), an idle kept-alive connection closed after `keepAliveMs`. Node's
 * `requestTimeout` counts the whole request, body included, which would cut a 200 MiB upload on
 * an ordinary line as surely as a trickled sign-in: the body has its own rule below instead.
 */
export function serverTimeouts(
  t: HttpTimeouts,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'http'> {
  return {
    requestTimeout: 0,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: 0,
      // Node looks for late headers every 30 s by default: a 15 s limit then cut at up to 45 s.
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(t.headersMs / 4))),
    },
  };
}

/**
 * A request body must arrive within `bodyMs`, plus one second for each `bodyMinBytesPerSecond`
 * bytes already received (Apache's mod_reqtimeout `body=…,MinRate=…`): a sign-in trickled one
 * byte every 5 s gets 408 after `bodyMs`, while a large upload keeps going as long as it moves
 * at the minimum rate. Bytes are read off the socket's counter: listening to the body here
 * would start it flowing before its parser is attached. A step of the request's start
 * (request-start.ts), the first, so the body's clock starts before any other work; a request
 * without a body (most GETs) costs two header reads.
 */
export function bodyTimeoutStep(t: HttpTimeouts): RequestStep {
  return (req, reply) => {
    const raw = req.raw;
    const socket = raw.socket;
    const declared = Number(raw.headers['content-length']);
    const hasBody = declared > 0 || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete || !socket) return;
    const started = Date.now();
    const bytesBefore = socket.bytesRead;
    let timer: NodeJS.Timeout;
    const check = () => {
      if (raw.complete || socket.destroyed) return;
      const earned = ((socket.bytesRead - bytesBefore) * 1000) / t.bodyMinBytesPerSecond;
      const left = started + t.bodyMs + earned - Date.now();
      if (left > 0) {
        timer = setTimeout(check, left).unref();
        return;
      }
      req.log.info({ received: socket.bytesRead - bytesBefore, declared }, 'request body too slow');
      const error = new AppError('REQUEST_TIMEOUT', { headers: { connection: 'close' } });
      // The body's reader (Fastify's parser, multipart, the 413 drain) listens for errors on the
      // request: it then fails like any bad body and the error handler answers 408.
      if (raw.listenerCount('error') > 0) raw.emit('error', error);
      else if (!reply.sent) reply.send(error);
      else socket.destroy();
    };
    timer = setTimeout(check, t.bodyMs).unref();
    raw.once('end', () => clearTimeout(timer));
  };
}
