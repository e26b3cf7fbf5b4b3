import { randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorCode } from '@arflow/domain/errors';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody, hooklessHeaders } from './error-handler.ts';
import { requestLocale } from './locale.ts';

/** Node's connection-level errors and the catalogue code each becomes; any other is 400. */
const CLIENT_ERRORS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/** The headers that decide the language, read off the bytes Node could not parse. */
function languageHeaders(raw: unknown): IncomingHttpHeaders {
  // Node gives parse errors the bytes it was parsing (a Buffer, whatever Fastify's types say).
  if (!Buffer.isBuffer(raw)) return {};
  const text = raw.toString('latin1', 0, Math.min(raw.length, 64 * 1024));
  const headers: IncomingHttpHeaders = {};
  for (const m of text.matchAll(/\r\n(accept-language|cookie):[ \t]*([^\r\n]*)/gi)) {
    const name = (m[1] as string).toLowerCase() as 'accept-language' | 'cookie';
    headers[name] ??= m[2];
  }
  return headers;
}

const answered = new WeakSet<Socket>();

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError'): a request Node refuses before Fastify
 * sees it (headers over 16 KiB or a URL that makes them so: 431; headers sent too slowly: 408;
 * bytes that are not HTTP: 400). Fastify's default answers `{error, message, statusCode}` in
 * English without our headers; this writes the one error shape, in the caller's language when
 * the headers can be read, with the security headers, `no-store` and a request id, then closes
 * the connection, which Node cannot parse any further.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent || answered.has(socket)) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const code = CLIENT_ERRORS[err.code] ?? 'BAD_REQUEST';
  const id = randomUUID();
  this.log.info({ reqId: id, code: err.code }, `client error: ${err.message}`);
  const locale = requestLocale({ headers: inFlight?.req?.headers ?? languageHeaders(err.rawPacket) });
  const body = JSON.stringify(errorBody(locale, new AppError(code)));
  const { status } = ERRORS[code];
  const headers: Record<string, string> = {
    ...hooklessHeaders(id),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    date: new Date().toUTCString(),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`, () =>
    socket.destroy(),
  );
}
