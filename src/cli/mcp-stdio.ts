/**
 * `svc mcp`: the MCP server over stdio, for clients that start a command
 * (Claude Desktop, editors). It is a bridge to the service's own `/mcp`:
 * every message from standard input goes to `/mcp` over Streamable HTTP and
 * every answer comes back on standard output. So the tools, the scopes
 * (never beyond the key's), the personal-field rule, the gateway and the
 * request logs are those of the service, with nothing of them copied here;
 * a stdio session is an HTTP session with the key kept on the user's machine.
 *
 * Configured by SVC_BASE_URL, SVC_API_KEY, SVC_APP_ID, SVC_CONSUMER_ID (and
 * SVC_SERVICE_ID to pick a connection); `--scopes read,write` and
 * `--tools all` as on `/mcp`. Nothing but protocol messages is written to
 * standard output; problems go to standard error.
 */
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { isJSONRPCRequest, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { UsageError } from './integration-args.js';

export const MCP_USAGE = `Usage: svc mcp [--scopes read,write,destructive,money,pii] [--tools all|discovery]

The MCP server over stdio, bridged to the service's /mcp. Configure with
SVC_BASE_URL (e.g. http://127.0.0.1:8080), SVC_API_KEY (a secret key),
SVC_APP_ID, SVC_CONSUMER_ID, and SVC_SERVICE_ID to pick one connection.`;

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new UsageError(`${name} is not set`);
  return value;
}

/** The /mcp URL and headers of the session the environment and arguments describe. */
export function upstreamOf(argv: readonly string[], env: NodeJS.ProcessEnv): { url: URL; headers: Record<string, string> } {
  const { values } = parseArgs({ args: [...argv], options: { scopes: { type: 'string' }, tools: { type: 'string' } }, allowPositionals: false });
  const base = required(env, 'SVC_BASE_URL');
  let url: URL;
  try {
    url = new URL('mcp', base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw new UsageError('SVC_BASE_URL is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UsageError('SVC_BASE_URL must be an http(s) URL');
  if (values.scopes !== undefined) url.searchParams.set('scopes', values.scopes);
  if (values.tools !== undefined) url.searchParams.set('tools', values.tools);
  const headers: Record<string, string> = {
    authorization: `Bearer ${required(env, 'SVC_API_KEY')}`,
    'x-svc-app-id': required(env, 'SVC_APP_ID'),
    'x-svc-consumer-id': required(env, 'SVC_CONSUMER_ID'),
  };
  if (env.SVC_SERVICE_ID) headers['x-svc-service-id'] = env.SVC_SERVICE_ID;
  return { url, headers };
}

/** Runs the bridge until standard input closes. */
export async function runMcpStdio(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { url, headers } = upstreamOf(argv, env);
  const upstream = new StreamableHTTPClientTransport(url, { requestInit: { headers } });
  const local = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    local.onclose = () => {
      void upstream.close().finally(resolve);
    };
  });
  local.onmessage = (message: JSONRPCMessage) => {
    upstream.send(message).catch((error: unknown) => {
      // The service refused (a wrong key: 401 with its envelope) or cannot be reached: the request's answer says so.
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`svc mcp: ${reason}\n`);
      if (isJSONRPCRequest(message)) void local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: reason } });
    });
  };
  upstream.onmessage = (message) => void local.send(message);
  upstream.onerror = (error) => process.stderr.write(`svc mcp: ${error.message}\n`);
  await upstream.start();
  await local.start();
  await closed;
}
