/**
 * Answers to requests that never become requests: a request line or headers
 * Node's HTTP parser refuses (malformed, too large, too slow) and a CONNECT,
 * which Node hands to a 'connect' listener or drops. Without this the client
 * gets Node's or Fastify's own body, or nothing; with it, the error envelope
 * and a Request-Id like every other answer, written straight to the socket
 * since there is no request object to reply through.
 */
import { randomUUID } from 'node:crypto';
import type { Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from '../core/http/node-http.js';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError, toErrorEnvelope } from '../core/errors/api-error.js';

/** What Node's parser reports, as the error the client is told about. */
function clientProblem(code: string | undefined): ApiError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError('RequestHeadersTooLargeError');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError('RequestTimeoutError');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return new ApiError('PayloadTooLargeError', { message: 'The chunk extensions of the request body are too large' });
    default:
      return new ApiError('RequestValidationError', { message: 'The request is not valid HTTP/1.1', detail: { http: code ?? 'malformed request' } });
  }
}

/** Writes the envelope as a whole HTTP/1.1 answer and closes the connection once it is sent. */
function answerOnSocket(socket: Duplex, error: ApiError, publicUrl: string): string {
  const requestId = randomUUID();
  const body = JSON.stringify(toErrorEnvelope(error, publicUrl));
  const head = [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}`,
    `request-id: ${requestId}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
  return requestId;
}

/** The answer still being made on this connection to an earlier, pipelined request, if any. */
function pendingResponse(socket: Duplex): ServerResponse | undefined {
  const response = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  return response && !response.writableFinished ? response : undefined;
}

/** Fastify's `clientErrorHandler`: the envelope instead of Fastify's `{"error":"Bad Request","message":"Client Error"}`. */
export function clientErrorHandler(publicUrl: string) {
  // Fastify calls it bound to the instance, whose logger it uses.
  return function handleClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const problem = clientProblem(error.code);
    const answer = () => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const requestId = answerOnSocket(socket, problem, publicUrl);
      this.log.debug({ reqId: requestId, code: error.code, status: problem.status }, 'refused a request the HTTP parser could not read');
    };
    // A pipelined request before the bad one is answered first, so every answer still lines up with its request.
    const pending = pendingResponse(socket);
    if (pending) pending.once('close', answer);
    else answer();
  };
}

/** CONNECT (a proxy tunnel) is no route of this service: the 404 of any unknown route, not a silently closed socket. */
export function answerConnect(server: Server, publicUrl: string): void {
  server.on('connect', (request: { url?: string }, socket: Duplex) => {
    answerOnSocket(
      socket,
      new ApiError('EntityNotFoundError', { message: 'Unknown route', detail: { route: `CONNECT ${String(request.url ?? '').slice(0, 200)}` } }),
      publicUrl,
    );
  });
}
