/**
 * What one MCP request may do, settled before the MCP server sees it: the
 * caller authenticated as for the API, the session's scopes
 * (`?scopes=read,write`, `read` by default) within the key's, the tool set
 * (`?tools=all`, else the discovery tools), and the tools the consumer's
 * connections can serve. Asking for a scope the key lacks, or one that does
 * not exist, is refused at connect.
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors/api-error.js';
import type { AuthContext } from '../core/http/route-config.js';
import { consumerIdHeader, headerValue } from '../core/http/request-headers.js';
import { supportedOperations } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { scopeRefusal } from '../gateway/key-scopes.js';
import { parseScopes, SCOPES, type Scope } from '../unified/scopes.js';
import type { Vault } from '../vault/vault.js';
import { toolName, unifiedTools, type UnifiedTool } from './tool-catalog.js';

export type ToolSet = 'discovery' | 'all';

export interface McpSession {
  scopes: ReadonlySet<Scope>;
  toolSet: ToolSet;
  /** The headers every tool call carries to the unified routes: the caller's own. */
  headers: Record<string, string>;
  /** Tools the consumer's connections serve and the session's scopes allow, by name. */
  tools: ReadonlyMap<string, UnifiedTool>;
  /** Tools the connections serve that the scopes do not allow: refused by name, with the scopes missing. */
  outOfScope: ReadonlyMap<string, UnifiedTool>;
}

const FORWARDED_HEADERS = ['authorization', 'x-svc-app-id', 'x-svc-consumer-id', 'x-svc-service-id'] as const;

function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The session's scopes: those asked (read by default), each one the key must allow. */
export function sessionScopes(request: FastifyRequest, auth: AuthContext): Set<Scope> {
  const asked = queryText(request, 'scopes');
  const scopes = asked === undefined ? ['read' as const] : parseScopes(asked);
  if (!scopes || scopes.length === 0) {
    throw new ApiError('RequestValidationError', { message: `scopes takes a comma-separated list of ${SCOPES.join(', ')}`, detail: { scopes: asked?.slice(0, 100) } });
  }
  const beyondKey = auth.scopes === undefined ? [] : scopes.filter((scope) => !auth.scopes?.includes(scope));
  if (beyondKey.length > 0) throw scopeRefusal(beyondKey, 'This MCP session (the API key does not allow it)');
  return new Set(scopes);
}

export function toolSetOf(request: FastifyRequest): ToolSet {
  const asked = queryText(request, 'tools');
  if (asked === undefined || asked === 'discovery') return 'discovery';
  if (asked === 'all') return 'all';
  throw new ApiError('RequestValidationError', { message: 'tools is "all" or "discovery"', detail: { tools: asked.slice(0, 100) } });
}

/** Names of the tools the consumer's callable connections serve (the one named by x-svc-service-id, if any). */
async function servedToolNames(vault: Vault, connectors: ConnectorRegistry, auth: AuthContext, consumerId: string, serviceId: string | undefined): Promise<Set<string>> {
  const connections = await vault.resolvedConnections(auth, consumerId);
  const names = new Set<string>();
  for (const connection of connections) {
    if (connection.state === 'available' || !connection.enabled) continue;
    if (serviceId !== undefined && connection.serviceId !== serviceId) continue;
    const connector = connectors.find(connection.serviceId);
    for (const binding of connector?.resources ?? []) {
      if (binding.declaration.api !== connection.unifiedApi) continue;
      for (const operation of supportedOperations(binding)) names.add(toolName(binding.declaration, operation));
    }
  }
  return names;
}

export async function openSession(request: FastifyRequest, auth: AuthContext, vault: Vault, connectors: ConnectorRegistry): Promise<McpSession> {
  const scopes = sessionScopes(request, auth);
  const toolSet = toolSetOf(request);
  const consumerId = consumerIdHeader(request);
  const served = await servedToolNames(vault, connectors, auth, consumerId, headerValue(request, 'x-svc-service-id'));
  const tools = new Map<string, UnifiedTool>();
  const outOfScope = new Map<string, UnifiedTool>();
  for (const [name, tool] of unifiedTools()) {
    if (!served.has(name)) continue;
    (tool.scopes.every((scope) => scopes.has(scope)) ? tools : outOfScope).set(name, tool);
  }
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = headerValue(request, name);
    if (value !== undefined) headers[name] = value;
  }
  return { scopes, toolSet, headers, tools, outOfScope };
}
