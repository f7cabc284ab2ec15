/**
 * MCP over Streamable HTTP at `/mcp`, on the service's own server.
 *
 * Stateless: every POST is authenticated by the API's own key check (the
 * gateway's KeyAuthenticator: key, application, consumer, optional service
 * headers) and gets a fresh server and transport. Nothing about a session
 * is kept between requests, so any instance can answer any request, a
 * revoked key stops working at its next request, and the scopes travel in
 * the URL (`?scopes=`) each time. A wrong key is refused before the MCP
 * protocol starts, with the 401 error envelope.
 *
 * The MCP requests themselves are not counted against the quota; each tool
 * call is, as the unified call it makes.
 */
import type { FastifyInstance } from 'fastify';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { KeyAuthenticator } from '../gateway/authenticate.js';
import type { Vault } from '../vault/vault.js';
import { openSession } from './session.js';

/**
 * The MCP SDK (its transport and the protocol's schemas, about 7 MB of heap)
 * is loaded by the first MCP request, not at start: most deployments never
 * receive one (issue 20's memory aims).
 */
let protocol: Promise<[typeof import('@modelcontextprotocol/sdk/server/streamableHttp.js'), typeof import('./server.js')]> | undefined;
const loadProtocol = () => (protocol ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('./server.js')]));

export interface McpRouteOptions {
  authenticator: KeyAuthenticator;
  vault: Vault;
  connectors: ConnectorRegistry;
  /** Headers that mark the unified calls a session makes as the MCP's (the request log's `source`). */
  sourceHeaders: Readonly<Record<string, string>>;
}

export const MCP_PATH = '/mcp';

export function registerMcpRoute(app: FastifyInstance, options: McpRouteOptions): void {
  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: MCP_PATH,
    // Authenticated below, with the API's key check, but not counted: the tool calls are.
    config: { auth: 'none' },
    handler: async (request, reply) => {
      const appId = request.headers['x-svc-app-id'];
      const auth = await options.authenticator.authenticate(request.headers.authorization, Array.isArray(appId) ? appId[0] : appId);
      const session = await openSession(request, auth, options.vault, options.connectors);
      session.headers = { ...session.headers, ...options.sourceHeaders };
      const [{ StreamableHTTPServerTransport }, { mcpServerFor }] = await loadProtocol();
      const server = mcpServerFor(app, session);
      // Stateless: no session id, JSON answers rather than event streams (no notifications to stream).
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.raw.setHeader('request-id', request.id);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
