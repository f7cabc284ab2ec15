/**
 * Where Prometheus reads the metrics. Never public by accident: `/metrics`
 * exists only when configured, either on the service's port behind its own
 * bearer token (SVC_METRICS_TOKEN, not the admin token: a scraper must not be
 * able to administer), or on a separate listener (SVC_METRICS_PORT, loopback
 * unless SVC_METRICS_HOST says otherwise) that serves nothing else; with both
 * set, the separate listener asks for the token too.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { createServer } from '../../core/http/node-http.js';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error.js';
import type { ServiceMetrics } from './service-metrics.js';

export const METRICS_PATH = '/metrics';

export interface MetricsSettings {
  /** Bearer token a scraper must send; undefined: none asked (only on the separate listener). */
  token?: string | undefined;
  /** Port of the separate listener; undefined: `/metrics` is served on the service's port, behind the token. */
  port?: number | undefined;
  host?: string | undefined;
}

function tokenMatches(expected: Buffer, authorization: string | undefined): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/metrics` on the service's own port, behind the metrics token. */
export function registerMetricsRoute(app: FastifyInstance, metrics: ServiceMetrics, token: string): void {
  const expected = Buffer.from(token);
  app.get(METRICS_PATH, { config: { auth: 'none', connectors: false } }, async (request, reply) => {
    if (!tokenMatches(expected, request.headers.authorization)) {
      throw new ApiError('UnauthorizedError', { message: 'This endpoint needs the metrics token (SVC_METRICS_TOKEN)', headers: { 'www-authenticate': 'Bearer' } });
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** The separate listener: GET /metrics and nothing else. */
export async function listenForMetrics(metrics: ServiceMetrics, settings: MetricsSettings & { port: number }): Promise<MetricsListener> {
  const expected = settings.token !== undefined ? Buffer.from(settings.token) : undefined;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    if (expected && !tokenMatches(expected, request.headers.authorization)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('this endpoint needs the metrics token\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be collected\n'),
    );
  });
  const host = settings.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${METRICS_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
