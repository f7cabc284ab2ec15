/**
 * The MCP server of one session, on the SDK's low-level `Server`: tools are
 * described with the JSON Schemas the declarations already are, not
 * re-described in zod. `tools/list` answers the discovery tools, or with
 * `?tools=all` every tool the session may call; `tools/call` runs a unified
 * tool through the service's routes (tool-call.ts). A tool the connections
 * serve but the session's scopes do not allow is refused naming the scopes
 * it lacks; any other unknown name is refused as unknown.
 */
import type { FastifyInstance } from 'fastify';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { servicePackage } from '../server/service-version.js';
import { CALL_TOOL, DESCRIBE_TOOL, DISCOVERY_TOOLS, findTools, LIST_TOOLS, summaryOf } from './discovery-tools.js';
import type { McpSession } from './session.js';
import { callUnifiedTool, ToolArgumentError, type ToolArguments } from './tool-call.js';

/** A tool error with a body shaped like the service's error envelope, so agents read one shape. */
function refusal(typeName: string, status: number, message: string, detail?: unknown): CallToolResult {
  const envelope = { status_code: status, error: typeName, type_name: typeName, message, ...(detail === undefined ? {} : { detail }) };
  return { content: [{ type: 'text', text: JSON.stringify(envelope) }], structuredContent: envelope, isError: true };
}

const json = (value: Record<string, unknown>): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value });

async function callByName(app: FastifyInstance, session: McpSession, name: string, args: ToolArguments): Promise<CallToolResult> {
  const tool = session.tools.get(name);
  if (!tool) {
    const outOfScope = session.outOfScope.get(name);
    if (outOfScope) {
      const missing = outOfScope.scopes.filter((scope) => !session.scopes.has(scope));
      return refusal('ScopeNotGrantedError', 403, `${name} needs the ${missing.join(', ')} scope, which this session was not opened with`, { missing });
    }
    return refusal('EntityNotFoundError', 404, `No tool ${name} in this session: list_tools shows what the consumer's connections serve`, { name });
  }
  try {
    return await callUnifiedTool(app, tool, args, { headers: session.headers, pii: session.scopes.has('pii') });
  } catch (error) {
    if (error instanceof ToolArgumentError) return refusal('RequestValidationError', 400, error.message);
    throw error;
  }
}

function discoveryCall(app: FastifyInstance, session: McpSession, name: string, args: ToolArguments): Promise<CallToolResult> | CallToolResult | undefined {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  if (name === LIST_TOOLS) {
    const found = findTools(session.tools.values(), text(args.search), text(args.api));
    return json({ tools: found.map(summaryOf), count: found.length });
  }
  if (name === DESCRIBE_TOOL) {
    const tool = session.tools.get(text(args.name) ?? '');
    if (!tool) return callByName(app, session, text(args.name) ?? '', {});
    return json({ ...tool.definition, scopes: tool.scopes });
  }
  if (name === CALL_TOOL) {
    const target = text(args.name) ?? '';
    const inner = (args.arguments ?? {}) as ToolArguments;
    return callByName(app, session, target, typeof inner === 'object' && inner !== null ? inner : {});
  }
  return undefined;
}

export function mcpServerFor(app: FastifyInstance, session: McpSession): Server {
  const { name, version } = servicePackage();
  const server = new Server(
    { name, version },
    {
      capabilities: { tools: {} },
      instructions:
        session.toolSet === 'all'
          ? 'Each tool is one unified API operation of the consumer\'s connections; results are the unified envelope.'
          : 'Find a tool with list_tools, read its input with describe_tool, run it with call_tool; results are the unified envelope.',
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: session.toolSet === 'all' ? [...session.tools.values()].map((tool) => tool.definition) : [...DISCOVERY_TOOLS],
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = (request.params.arguments ?? {}) as ToolArguments;
    if (session.toolSet === 'discovery') {
      const answer = discoveryCall(app, session, request.params.name, args);
      if (answer !== undefined) return answer;
    }
    return callByName(app, session, request.params.name, args);
  });
  return server;
}
