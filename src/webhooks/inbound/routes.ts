/**
 * `/webhook/w/{id}/{serviceId}` (the reference's webhooksResolve, POST, and
 * webhookVerify, GET): where platforms send their webhooks. No API key: the
 * platform's signature is the authentication. The routes live in their own
 * encapsulated context whose body parser takes any content type as raw bytes,
 * since signatures cover the exact bytes sent (JSON, a form, plain text).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { statusText } from '../../core/envelope.js';
import type { InboundReceiver, ReceivedRequest } from './receiver.js';

const Params = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 128, description: 'The lookup id of the connection\'s endpoint.' }),
  serviceId: Type.String({ minLength: 1, maxLength: 64, description: 'The connector the endpoint is for.' }),
});

export const INBOUND_ROUTE = '/webhook/w/:id/:serviceId';

export function registerInboundRoutes(app: FastifyInstance, receiver: InboundReceiver, bodyLimitBytes: number): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: bodyLimitBytes }, (_request, body, done) => done(null, body));
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await receiver.receive(receivedRequest(request));
      if (answer.kind === 'handshake') {
        const { status, headers = {}, body } = answer.answer;
        const hasType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
        reply.code(status).headers(headers);
        if (body !== undefined && !hasType) reply.type('text/plain; charset=utf-8');
        return reply.send(body ?? '');
      }
      return reply.code(200).send({ status_code: 200, status: statusText(200), data: { request_id: request.id, timestamp: new Date().toISOString() } });
    };
    scope.route({ method: 'POST', url: INBOUND_ROUTE, config: { auth: 'none' }, schema: { params: Params }, handler });
    scope.route({ method: 'GET', url: INBOUND_ROUTE, exposeHeadRoute: false, config: { auth: 'none' }, schema: { params: Params }, handler });
  });
}

function receivedRequest(request: FastifyRequest): ReceivedRequest {
  const params = request.params as { id: string; serviceId: string };
  const queryStart = request.url.indexOf('?');
  // The first value of a repeated name, as received (Fastify's parsed query may hold arrays); fromEntries keeps `__proto__` a plain key.
  const query = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1))) if (!query.has(name)) query.set(name, value);
  const headers = Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value] as const);
  return {
    lookupId: params.id,
    serviceId: params.serviceId,
    method: request.method === 'GET' ? 'GET' : 'POST',
    rawUrl: request.url,
    headers: Object.fromEntries(headers),
    rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
    query: Object.fromEntries(query),
    requestId: request.id,
  };
}
