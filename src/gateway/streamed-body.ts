/**
 * Request bodies handed on as they arrive (a File Storage upload, a part of
 * an upload session): the route's content-type parser passes the raw request
 * stream through unread, and the handler wraps it in a counter that fails the
 * transfer with 413 PayloadTooLargeError the moment it passes the limit. So
 * a body is never held whole in memory nor on disk, whatever its size, and a
 * body over the limit costs no more than the limit.
 */
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import { noteTransferred } from '../core/memory/transfer-reclaim.js';
import { headerValue } from '../core/http/request-headers.js';
import type { UploadStream } from '../connectors/framework/define.js';

function tooLarge(maxBytes: number): ApiError {
  return new ApiError('PayloadTooLargeError', {
    message: `The body is larger than the ${maxBytes} bytes this route takes`,
    detail: { max_bytes: maxBytes },
  });
}

/** Counts the bytes that pass and stops the stream with 413 beyond `maxBytes`. */
export class LimitedBody extends Transform {
  #seen = 0;
  /** Set once the limit was passed: the answer to give whatever else failed along with it. */
  exceeded: ApiError | undefined;

  constructor(readonly maxBytes: number) {
    super();
  }

  get bytesSeen(): number {
    return this.#seen;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#seen += chunk.length;
    noteTransferred(chunk.length);
    if (this.#seen > this.maxBytes) {
      this.exceeded = tooLarge(this.maxBytes);
      callback(this.exceeded);
      return;
    }
    callback(null, chunk);
  }
}

/** Registers a route whose body is streamed: its own catch-all parser, in a scope of its own. */
export function registerStreamedRoute(app: FastifyInstance, route: RouteOptions): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // The payload is handed on unread; `readStreamedBody` reads it.
    scope.addContentTypeParser('*', (_request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => done(null, payload));
    // An answer given before the body was read to the end (a refusal, a 413) closes the connection: the rest is not waited for.
    scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!request.raw.complete) reply.header('connection', 'close');
      return payload;
    });
    scope.route(route);
  });
}

/**
 * The request's body as a stream limited to `maxBytes`: refused at once when
 * its Content-Length says it is larger, when it is empty or has no Content-Type.
 */
export function readStreamedBody(request: FastifyRequest, maxBytes: number): { upload: UploadStream; limit: LimitedBody } {
  const contentType = headerValue(request, 'content-type');
  const declared = headerValue(request, 'content-length');
  const length = declared !== undefined && /^\d{1,16}$/.test(declared) ? Number(declared) : undefined;
  if (length !== undefined && length > maxBytes) throw tooLarge(maxBytes);
  const raw = request.body as IncomingMessage | undefined;
  if (contentType === undefined || raw === undefined || typeof (raw as { pipe?: unknown }).pipe !== 'function' || length === 0) {
    throw new ApiError('RequestValidationError', {
      message: 'The body must be the file itself, with its Content-Type',
      detail: { body: contentType === undefined ? 'Content-Type is missing' : 'the body is empty' },
    });
  }
  const limit = new LimitedBody(maxBytes);
  raw.on('error', (error) => limit.destroy(error));
  raw.pipe(limit);
  return { upload: { stream: limit, contentType, ...(length !== undefined ? { contentLength: length } : {}) }, limit };
}

/** Runs the transfer; a failure once the limit was passed is the 413, whatever the platform call made of it. */
export async function withinLimit<T>(limit: LimitedBody | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw limit?.exceeded ?? error;
  }
}
