/**
 * The MCP server at /mcp with the official SDK's client over Streamable
 * HTTP, against the Pipedrive emulator (real HTTP on loopback): connect and
 * a wrong key refused, the discovery tools and `?tools=all`, scopes (listing,
 * refusal, never beyond the key's), a read returning the unified envelope
 * with personal fields left out unless `pii`, an idempotent create sent twice
 * writing once, and an agent creating, reading back and deleting a contact.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { PIPEDRIVE_DEMO_ACCOUNT as DEMO, pipedriveEmulator } from '../../src/sandbox/pipedrive/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

type Json = Record<string, any>;
const CONSUMER = 'mcp-consumer';

describe('MCP over Streamable HTTP', () => {
  let svc: TestService;
  let tenant: Tenant;
  let emulator: KitEmulatorHandle;
  const open: Client[] = [];

  async function connect(query = '', headers: Record<string, string> = tenant.headers(CONSUMER)): Promise<Client> {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${svc.url}/mcp${query}`), { requestInit: { headers } });
    await client.connect(transport);
    open.push(client);
    return client;
  }
  const result = (answer: unknown) => answer as CallToolResult & { structuredContent: Json };

  beforeAll(async () => {
    svc = await startTestService({ emulators: [pipedriveEmulator] });
    emulator = svc.emulators.pipedrive as KitEmulatorHandle;
    tenant = await svc.tenant();
    await tenant.connect(CONSUMER, 'crm', 'pipedrive', { api_token: DEMO.apiToken });
  });
  afterAll(async () => {
    await Promise.all(open.map((client) => client.close()));
    await svc.close();
  });
  beforeEach(() => emulator.kit.reset());

  it('refuses a wrong key at connect with the 401 envelope', async () => {
    const wrong = { ...tenant.headers(CONSUMER), authorization: 'Bearer sk_sandbox_notakeynotakeynotakeynotakey' };
    await expect(connect('', wrong)).rejects.toThrow(/401/);
    const raw = await call(`${svc.url}/mcp`, {
      method: 'POST',
      headers: { ...wrong, accept: 'application/json, text/event-stream' },
      json: { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } },
    });
    expectErrorEnvelope(raw, 401, 'UnauthorizedError');
  });

  it('serves the discovery tools by default, finding and describing the unified tools in scope', async () => {
    const client = await connect();
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['list_tools', 'describe_tool', 'call_tool']);
    const listed = result(await client.callTool({ name: 'list_tools', arguments: { api: 'crm', search: 'contacts' } })).structuredContent;
    const names = listed.tools.map((tool: Json) => tool.name);
    expect(names).toEqual(expect.arrayContaining(['crm_contacts_list', 'crm_contacts_get']));
    // Read is the default scope: no write is listed.
    expect(names.filter((name: string) => !/_(list|get)$/.test(name))).toEqual([]);
    const described = result(await client.callTool({ name: 'describe_tool', arguments: { name: 'crm_contacts_list' } })).structuredContent;
    expect(described.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false });
    expect(Object.keys(described.inputSchema.properties)).toEqual(expect.arrayContaining(['cursor', 'limit', 'fields', 'filter', 'sort']));
    expect(Object.keys(described.inputSchema.properties.filter.properties)).toContain('email');
  });

  it('serves every tool the connections can serve with ?tools=all, within the scopes', async () => {
    const read = (await (await connect('?tools=all')).listTools()).tools;
    const names = read.map((tool) => tool.name);
    expect(names).toContain('crm_contacts_list');
    expect(names.every((name) => name.startsWith('crm_'))).toBe(true);
    expect(names.some((name) => /_(create|update|delete)$/.test(name))).toBe(false);
    const writes = (await (await connect('?tools=all&scopes=read,write')).listTools()).tools;
    const create = writes.find((tool) => tool.name === 'crm_contacts_create');
    expect(create?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false });
    expect(Object.keys(create?.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['body', 'idempotency_key']));
    expect(writes.some((tool) => tool.name === 'crm_contacts_delete')).toBe(false);
  });

  it('answers a read with the unified envelope, personal fields left out unless pii', async () => {
    const first = emulator.kit.records('persons')[0]!;
    const plain = result(await (await connect()).callTool({ name: 'call_tool', arguments: { name: 'crm_contacts_get', arguments: { id: String(first.id) } } }));
    expect(plain.isError).toBeFalsy();
    expect(plain.structuredContent).toMatchObject({ status_code: 200, service: 'pipedrive', resource: 'contacts', operation: 'one', data: { id: String(first.id) } });
    for (const field of ['name', 'first_name', 'last_name']) expect(plain.structuredContent.data).not.toHaveProperty(field);
    expect(JSON.parse((plain.content[0] as { text: string }).text)).toEqual(plain.structuredContent);

    const withPii = result(await (await connect('?scopes=read,pii&tools=all')).callTool({ name: 'crm_contacts_get', arguments: { id: String(first.id) } }));
    expect(withPii.structuredContent.data.name).toBe(first.name);
    const page = result(await (await connect('?tools=all')).callTool({ name: 'crm_contacts_list', arguments: { limit: 2 } })).structuredContent;
    expect(page.data).toHaveLength(2);
    expect(page.meta.cursors.next).toEqual(expect.any(String));
    for (const record of page.data) expect(record).not.toHaveProperty('name');
  });

  it('refuses a write under read, and a session asking more than the key allows', async () => {
    const refused = result(await (await connect()).callTool({ name: 'call_tool', arguments: { name: 'crm_contacts_create', arguments: { body: { first_name: 'No' } } } }));
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ type_name: 'ScopeNotGrantedError', detail: { missing: ['write'] } });
    const before = emulator.kit.records('persons').length;
    const direct = result(await (await connect('?tools=all')).callTool({ name: 'crm_contacts_create', arguments: { body: { first_name: 'No' } } }));
    expect(direct.structuredContent.type_name).toBe('ScopeNotGrantedError');
    expect(emulator.kit.records('persons')).toHaveLength(before);

    const { key } = await svc.service.admin.createKey(tenant.appId, 'secret', 'sandbox', ['read']);
    const readOnlyKey = { ...tenant.headers(CONSUMER), authorization: `Bearer ${key}` };
    await expect(connect('?scopes=read,write', readOnlyKey)).rejects.toThrow(/403/);
    // The key's scopes hold on the API itself too.
    const rest = await call(`${svc.url}/crm/contacts`, { method: 'POST', headers: readOnlyKey, json: { first_name: 'No' } });
    expectErrorEnvelope(rest, 403, 'ScopeNotGrantedError');
    expect((await call(`${svc.url}/crm/contacts`, { headers: readOnlyKey })).status).toBe(200);
  });

  it('writes once for a create retried with the same idempotency key', async () => {
    const client = await connect('?scopes=read,write&tools=all');
    const before = emulator.kit.records('persons').length;
    const args = { body: { first_name: 'Grace', last_name: 'Hopper' }, idempotency_key: 'mcp-create-1' };
    const first = result(await client.callTool({ name: 'crm_contacts_create', arguments: args }));
    const again = result(await client.callTool({ name: 'crm_contacts_create', arguments: args }));
    expect(first.structuredContent.status_code).toBe(201);
    expect(again.structuredContent.data.id).toBe(first.structuredContent.data.id);
    expect(emulator.kit.records('persons')).toHaveLength(before + 1);
  });

  it('lets an agent create a contact, read it back and delete it under the right scopes', async () => {
    const agent = await connect('?scopes=read,write,destructive,pii');
    const run = async (name: string, args: Json) => result(await agent.callTool({ name: 'call_tool', arguments: { name, arguments: args } })).structuredContent;
    const created = await run('crm_contacts_create', { body: { first_name: 'Ada', last_name: 'Lovelace', emails: [{ email: 'ada@example.com', type: 'primary' }] } });
    const id = created.data.id as string;
    const read = await run('crm_contacts_get', { id });
    expect(read.data).toMatchObject({ id, first_name: 'Ada', last_name: 'Lovelace' });
    expect(await run('crm_contacts_delete', { id })).toMatchObject({ status_code: 200, data: { id } });
    expect(await run('crm_contacts_get', { id })).toMatchObject({ type_name: 'EntityNotFoundError' });
  });
});
