/**
 * One log line per request, written when the response is done: method, URL,
 * status and time. Fastify's own two lines per request (received, completed)
 * are replaced by it. Headers are never logged, so keys and tokens are not
 * either, and tokens carried by URLs are redacted.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './redact-url.js';

export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
