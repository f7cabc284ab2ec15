/**
 * The platform APIs' documents (Vault, Connector, Proxy, Webhook), what they
 * say about each of their routes, and the routes the service serves outside
 * any API document (pages and the admin API), each with the reason.
 */
import type { OperationDoc } from '../operation-doc.js';
import { CONNECTOR_OPERATIONS } from './connector-operations.js';
import { PROXY_OPERATIONS } from './proxy-operations.js';
import { VAULT_OPERATIONS } from './vault-operations.js';
import { VAULT_RESOURCE_OPERATIONS } from './vault-resource-operations.js';
import { WEBHOOK_OPERATIONS } from './webhook-operations.js';

export interface PlatformApiInfo {
  id: string;
  name: string;
  description: string;
}

export const PLATFORM_APIS: readonly PlatformApiInfo[] = [
  {
    id: 'vault',
    name: 'Vault API',
    description:
      'Consumers and their connections to connectors: settings (secrets encrypted, shown masked), OAuth authorization, token refresh and import, validation, and sessions of the hosted connect page.',
  },
  {
    id: 'connector',
    name: 'Connector API',
    description: 'The catalog: connectors, unified APIs, their resources with JSON Schemas, and what each connector supports of each resource, read from the code.',
  },
  {
    id: 'proxy',
    name: 'Proxy API',
    description: 'Calls a platform\'s own API with a consumer\'s stored credentials, for what the unified APIs do not cover.',
  },
  {
    id: 'webhook',
    name: 'Webhook API',
    description:
      'Webhook subscriptions: which events of which unified API go to which URL, each subscription with its own signing secret; the delivery logs, with every attempt; replay and recovery of events.',
  },
];

/** Every platform route's documentation, by "METHOD /fastify/url". */
export const PLATFORM_OPERATIONS: ReadonlyMap<string, OperationDoc> = new Map([
  ...Object.entries(CONNECTOR_OPERATIONS).map(([route, doc]): [string, OperationDoc] => [route, { headers: [], ...doc, api: 'connector' }]),
  ...Object.entries({ ...VAULT_OPERATIONS, ...VAULT_RESOURCE_OPERATIONS }).map(([route, doc]): [string, OperationDoc] => [route, { ...doc, api: 'vault' }]),
  ...Object.entries(PROXY_OPERATIONS).map(([route, doc]): [string, OperationDoc] => [route, { ...doc, api: 'proxy' }]),
  ...Object.entries(WEBHOOK_OPERATIONS).map(([route, doc]): [string, OperationDoc] => [route, { ...doc, api: 'webhook' }]),
]);

/**
 * URL prefixes served outside the API documents. A route under none of these
 * and documented nowhere fails the OpenAPI tests: new API routes must be
 * documented. The mock server's own routes besides the API (/openapi, /errors,
 * /health) are held to this list too (test/mock).
 */
export const NOT_IN_DOCUMENTS: readonly { prefix: string; reason: string }[] = [
  { prefix: '/health', reason: 'liveness (/health) and readiness (/health/ready) probes of the deployment' },
  { prefix: '/', reason: 'the landing page for a person in a browser (JSON clients get the 404 envelope)' },
  { prefix: '/errors', reason: 'the error-type pages that `ref` links to' },
  { prefix: '/openapi', reason: 'these documents' },
  { prefix: '/docs', reason: 'the API reference pages (Scalar) and their assets' },
  { prefix: '/changelog', reason: 'the API changelog (CHANGELOG.md) as written' },
  { prefix: '/changelog.json', reason: 'the API changelog\'s releases as JSON' },
  { prefix: '/connector/graphql', reason: 'the Connector API\'s GraphQL endpoint, playground and its assets, described by their GraphQL schema' },
  { prefix: '/admin', reason: 'the operator\'s admin API (admin token), not part of the public API' },
  { prefix: '/connect', reason: 'the hosted connect page and its assets (browser pages, not an API)' },
  { prefix: '/session', reason: 'the hosted connect page\'s entry link' },
  { prefix: '/mcp', reason: 'the MCP server (Model Context Protocol, JSON-RPC over Streamable HTTP), described by its tools (docs/mcp.md)' },
];

export function servedOutsideDocuments(url: string): boolean {
  return NOT_IN_DOCUMENTS.some(({ prefix }) => url === prefix || url.startsWith(`${prefix}/`));
}
