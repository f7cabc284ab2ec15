/**
 * Starts the mock server: builds the service's OpenAPI documents (offline,
 * as the service builds them, with the mock's address as their server) and
 * serves them with the mock app.
 */
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { CollectedRoute } from '../catalog/openapi/index.js';
import { buildOfflineDocuments } from '../server/offline-documents.js';
import { buildMockApp } from './mock-app.js';

export interface MockServerOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** Base of absolute URLs; http://<host>:<port> by default. */
  publicUrl?: string;
  logger?: FastifyBaseLogger;
}

export interface MockServer {
  url: string;
  app: FastifyInstance;
  routes: readonly CollectedRoute[];
  close(): Promise<void>;
}

export const DEFAULT_MOCK_PORT = 4010;

/** A port free right now, so the documents can name the address before the server listens. */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port === 0 ? await freePort(host) : (options.port ?? DEFAULT_MOCK_PORT);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = (options.publicUrl ?? `http://${shownHost}:${port}`).replace(/\/+$/, '');
  const documents = await buildOfflineDocuments({ publicUrl: url });
  const { app, routes } = await buildMockApp({ publicUrl: url, documents, ...(options.logger ? { logger: options.logger } : {}) });
  await app.listen({ host, port });
  return { url, app, routes, close: () => app.close() };
}
