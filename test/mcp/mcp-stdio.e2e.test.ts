/**
 * `svc mcp` over stdio with the official SDK's client spawning the built
 * command line (dist/, as `npx svc` runs it), bridged to a running service's
 * /mcp against the Pipedrive emulator: list, describe, a read, a write
 * refused under `read`, an idempotent write under `write`, and a wrong key
 * refused at connect.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { root } from '../helpers/processes.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;

describe('svc mcp (stdio)', () => {
  let svc: TestService;
  let tenant: Tenant;
  const clients: Client[] = [];

  async function spawnClient(args: string[], key = tenant.key): Promise<Client> {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'bin/svc.js'), 'mcp', ...args],
      env: { PATH: process.env.PATH ?? '', SVC_BASE_URL: svc.url, SVC_API_KEY: key, SVC_APP_ID: tenant.appId, SVC_CONSUMER_ID: 'stdio-consumer' },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'stdio-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(transport);
    return client;
  }
  const structured = (answer: unknown) => (answer as CallToolResult & { structuredContent: Json }).structuredContent;

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator] });
    tenant = await svc.tenant();
    await tenant.connect('stdio-consumer', 'crm', 'pipedrive', { api_token: DEMO.apiToken });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await svc.close();
  });

  it('lists, describes and calls the discovery tools; refuses a write under read', async () => {
    const client = await spawnClient([]);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['list_tools', 'describe_tool', 'call_tool']);
    const described = structured(await client.callTool({ name: 'describe_tool', arguments: { name: 'crm_companies_list' } }));
    expect(described.inputSchema.properties).toHaveProperty('limit');
    const page = structured(await client.callTool({ name: 'call_tool', arguments: { name: 'crm_companies_list', arguments: { limit: 1 } } }));
    expect(page).toMatchObject({ status_code: 200, service: 'pipedrive', operation: 'all' });
    expect(page.data).toHaveLength(1);
    const refused = await client.callTool({ name: 'call_tool', arguments: { name: 'crm_companies_create', arguments: { body: { name: 'X' } } } });
    expect(refused.isError).toBe(true);
    expect(structured(refused).type_name).toBe('ScopeNotGrantedError');
  });

  it('writes once for a create sent twice with one idempotency key, with --scopes read,write --tools all', async () => {
    const client = await spawnClient(['--scopes', 'read,write', '--tools', 'all']);
    const emulator = svc.emulators.pipedrive as KitEmulatorHandle;
    const before = emulator.kit.records('organizations').length;
    const args = { body: { name: 'Stdio Ltd' }, idempotency_key: 'stdio-1' };
    const first = structured(await client.callTool({ name: 'crm_companies_create', arguments: args }));
    const again = structured(await client.callTool({ name: 'crm_companies_create', arguments: args }));
    expect(again.data.id).toBe(first.data.id);
    expect(emulator.kit.records('organizations')).toHaveLength(before + 1);
  });

  it('refuses a wrong key at connect', async () => {
    await expect(spawnClient([], 'sk_sandbox_wrongwrongwrongwrongwrongwrong')).rejects.toThrow(/401|Invalid API key/);
  });
});
