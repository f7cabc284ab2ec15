/**
 * Runs a tool as the unified call it stands for, through the service's own
 * routes (`app.inject` with the session's headers): the same authentication,
 * quota, scopes, pacing, retries, tenancy and idempotency as any API call,
 * with no second code path. The answer is the unified envelope, as
 * structured content and as text; personal fields are left out unless the
 * session has the `pii` scope.
 */
import type { FastifyInstance } from 'fastify';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { withoutPii } from './pii.js';
import type { UnifiedTool } from './tool-catalog.js';

export type ToolArguments = Record<string, unknown>;

/** What a tool call is sent as: the route's method, path, query and body. */
export interface UnifiedRequest {
  method: UnifiedTool['method'];
  url: string;
  query: Record<string, string>;
  body?: unknown;
  headers: Record<string, string>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Refused before anything is sent: what the route would refuse too, said in the tool's own terms. */
export class ToolArgumentError extends Error {}

export function unifiedRequestOf(tool: UnifiedTool, args: ToolArguments): UnifiedRequest {
  let url = tool.route;
  for (const name of tool.pathParams) {
    const value = args[name];
    if (typeof value !== 'string' || value === '') throw new ToolArgumentError(`${name} is required (a non-empty string)`);
    url = url.replace(`:${name}`, encodeURIComponent(value));
  }
  const query: Record<string, string> = {};
  for (const name of ['cursor', 'limit', 'fields'] as const) if (args[name] !== undefined && args[name] !== null) query[name] = text(args[name]);
  if (args.filter !== undefined) {
    if (typeof args.filter !== 'object' || args.filter === null) throw new ToolArgumentError('filter must be an object of filters by name');
    for (const [name, value] of Object.entries(args.filter)) if (value !== undefined && value !== null) query[`filter[${name}]`] = text(value);
  }
  if (args.sort !== undefined) {
    const sort = args.sort as { by?: unknown; direction?: unknown };
    if (sort.by !== undefined) query['sort[by]'] = text(sort.by);
    if (sort.direction !== undefined) query['sort[direction]'] = text(sort.direction);
  }
  const headers: Record<string, string> = {};
  if (args.idempotency_key !== undefined) {
    if (!tool.idempotencyHeader) throw new ToolArgumentError(`${tool.name} takes no idempotency_key`);
    headers[tool.idempotencyHeader] = text(args.idempotency_key);
  }
  for (const name of tool.queryNames) if (args[name] !== undefined && args[name] !== null) query[name] = text(args[name]);
  return { method: tool.method, url, query, headers, ...(tool.takesBody ? { body: args.body ?? {} } : {}) };
}

/** The tool's result from the route's answer: an error envelope is a tool error (isError), never a protocol failure. */
export function toolResultOf(tool: UnifiedTool, status: number, payload: string, pii: boolean): CallToolResult {
  let envelope: Record<string, unknown>;
  try {
    envelope = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    envelope = { status_code: status, error: 'The answer was not JSON' };
  }
  const isError = status >= 400;
  if (!isError && !pii && 'data' in envelope) envelope = { ...envelope, data: withoutPii(tool.resource.model, envelope.data) };
  return { content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope, ...(isError ? { isError: true } : {}) };
}

export async function callUnifiedTool(app: FastifyInstance, tool: UnifiedTool, args: ToolArguments, session: { headers: Record<string, string>; pii: boolean }): Promise<CallToolResult> {
  const request = unifiedRequestOf(tool, args);
  const response = await app.inject({
    method: request.method,
    url: request.url,
    query: request.query,
    headers: { ...session.headers, ...request.headers, ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
  });
  return toolResultOf(tool, response.statusCode, response.payload, session.pii);
}
