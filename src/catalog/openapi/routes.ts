/**
 * Serves the OpenAPI documents without authentication (they describe the API
 * and hold no data): `GET /openapi/{api_id}.json`, and `GET /openapi` listing
 * them. The documents are built when the service becomes ready, from every
 * route registered by then.
 */
import type { FastifyInstance } from 'fastify';
import Negotiator from 'negotiator';
import { Type } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { documentUrls, type OpenApiDocuments } from './documents.js';

const config = { auth: 'none' as const, connectors: false as const };

const DocumentParams = Type.Object({ api_id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' }) });

function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(['gzip', 'identity']) === 'gzip';
}

export function registerOpenApiRoutes(app: FastifyInstance, documents: OpenApiDocuments, publicUrl: string): void {
  app.addHook('onReady', async () => documents.build());
  const urls = documentUrls(publicUrl);

  app.get('/openapi', { config }, async () => ({
    status_code: 200,
    status: 'OK',
    data: documents.ids().map((id) => ({
      id,
      name: documents.summary(id)?.name,
      spec_url: urls.specUrl(id),
      api_reference_url: urls.referenceUrl(id),
    })),
  }));

  app.get('/openapi/:api_id.json', { config, schema: { params: DocumentParams } }, async (request, reply) => {
    const { api_id: id } = request.params as { api_id: string };
    const entry = documents.entry(id);
    if (!entry) {
      throw new ApiError('EntityNotFoundError', { message: `No OpenAPI document "${id}"`, detail: { api_id: id, documents: documents.ids() } });
    }
    // Revalidated on every use: a new release changes the document at the same URL.
    reply.header('cache-control', 'no-cache').header('etag', entry.etag).header('access-control-allow-origin', '*').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    // Kept gzipped: a client that takes gzip gets those bytes as they are.
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(entry.gzip);
    return reply.send(entry.json());
  });
}
