/**
 * What the gateway does for the Accounting API's shapes, whatever the
 * connector, over real HTTP: a singleton resource (company info), the
 * company a request picks with `x-svc-company-id` (a connector declares its
 * companies), a model rule checked before anything goes downstream (a
 * journal entry balances), filters of a get, and files: an attachment
 * uploaded as its own bytes and downloaded as them. A test-only connector
 * talks to a small platform on loopback that records what reaches it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearerAuth } from '../../src/connectors/framework/auth.js';
import { defineConnector, implement, type ConnectorDefinition } from '../../src/connectors/framework/define.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { attachments } from '../../src/unified/accounting/attachments.js';
import { companies } from '../../src/unified/accounting/companies.js';
import { companyInfo } from '../../src/unified/accounting/company-info.js';
import { invoiceItems } from '../../src/unified/accounting/invoice-items.js';
import { journalEntries } from '../../src/unified/accounting/journal-entries.js';
import { BACKENDS } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { startTestService, type Tenant, type TestService } from '../helpers/service.js';

interface Received {
  method: string;
  url: string;
  tenant: string | undefined;
  contentType: string | undefined;
  body: Buffer;
}

/** The platform: two companies, company info per company, journals, files kept as bytes. */
function ledgerPlatform() {
  const received: Received[] = [];
  const files = new Map<string, { bytes: Buffer; contentType: string; name: string }>();
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? '/', 'http://platform.test');
    const tenant = request.headers['x-tenant'] as string | undefined;
    received.push({ method: request.method ?? '', url: url.pathname + url.search, tenant, contentType: request.headers['content-type'], body });
    const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const path = url.pathname;
    if (path === '/companies') return json(200, [{ id: 't1', name: 'One Ltd' }, { id: 't2', name: 'Two Ltd' }]);
    if (path === '/company') return json(200, { name: `Company ${tenant}` });
    if (path === '/journals' && request.method === 'POST') return json(200, { id: `je-${received.length}` });
    if (/^\/journals\/[^/]+$/.test(path) && request.method === 'PATCH') return json(200, { id: path.split('/')[2] });
    if (/^\/items\/[^/]+$/.test(path)) return json(200, { id: path.split('/')[2], kind: url.searchParams.get('kind') });
    const file = /^\/files\/([^/]+)\/([^/]+)(?:\/([^/]+))?$/.exec(path);
    if (file && request.method === 'POST') {
      const id = `f${files.size + 1}`;
      files.set(id, { bytes: body, contentType: String(request.headers['content-type']), name: String(request.headers['x-file-name']) });
      return json(200, { id });
    }
    if (file && file[3] && request.method === 'GET') {
      const stored = files.get(file[3]);
      if (!stored) return json(404, { message: 'no such file' });
      return response.writeHead(200, { 'content-type': stored.contentType }).end(stored.bytes);
    }
    return json(404, { message: 'not here' });
  });
  return { server, received, files };
}

function ledgerConnector(id: string, withCompanies: boolean): ConnectorDefinition {
  return defineConnector({
    id,
    name: `Test Ledger ${id}`,
    description: 'Test-only accounting connector.',
    websiteUrl: 'https://ledger.invalid',
    status: 'beta',
    authType: 'apiKey',
    settings: [
      { id: 'token', label: 'Token', type: 'password', required: true, sensitive: true },
      { id: 'tenant_id', label: 'Default company', type: 'text', required: false, sensitive: false },
    ],
    auth: bearerAuth('token'),
    liveBaseUrl: () => 'https://ledger.invalid',
    hosts: ['ledger.invalid'],
    rateLimit: { documented: 'none', retryAfterSeconds: () => undefined },
    ...(withCompanies
      ? {
          companies: {
            setting: 'tenant_id',
            async list(ctx) {
              return (await ctx.http.request<Array<{ id: string; name: string }>>({ method: 'GET', path: '/companies' })).body;
            },
          },
        }
      : {}),
    resources: [
      implement(companyInfo, {
        downstream: { id: 'company', name: 'Company' },
        async one(ctx) {
          const { body } = await ctx.http.request<{ name: string }>({ method: 'GET', path: '/company', headers: { 'x-tenant': ctx.settings.tenant_id ?? '' } });
          return { id: ctx.settings.tenant_id ?? '', company_name: body.name };
        },
      }),
      implement(companies, {
        downstream: { id: 'companies', name: 'Companies' },
        list: {
          paging: false,
          async run(ctx) {
            return { items: (await ctx.http.request<Array<{ id: string; name: string }>>({ method: 'GET', path: '/companies' })).body, next: null };
          },
        },
      }),
      implement(journalEntries, {
        downstream: { id: 'journals', name: 'Journals' },
        async add(ctx, { record }) {
          return (await ctx.http.request<{ id: string }>({ method: 'POST', path: '/journals', json: record })).body;
        },
        async update(ctx, { id, record }) {
          return (await ctx.http.request<{ id: string }>({ method: 'PATCH', path: `/journals/${id}`, json: record })).body;
        },
      }),
      implement(invoiceItems, {
        downstream: { id: 'items', name: 'Items' },
        oneFilters: ['type'],
        async one(ctx, { id, filter }) {
          const { body } = await ctx.http.request<{ id: string; kind: string | null }>({ method: 'GET', path: `/items/${id}`, query: { kind: filter?.type as string | undefined } });
          return { id: body.id, type: (body.kind as 'service' | null) ?? null };
        },
      }),
      implement(attachments, {
        downstream: { id: 'files', name: 'Files' },
        async add(ctx, { record, parents, file }) {
          const path = `/files/${parents.reference_type}/${parents.reference_id}`;
          const headers = { 'x-file-name': String(record.name) };
          return (await ctx.http.request<{ id: string }>({ method: 'POST', path, headers, bytes: { body: file!.bytes, contentType: file!.contentType } })).body;
        },
        async download(ctx, { id, parents }) {
          const { body, headers } = await ctx.http.request<Buffer>({ method: 'GET', path: `/files/${parents.reference_type}/${parents.reference_id}/${id}`, responseType: 'bytes' });
          return { bytes: body, contentType: String(headers['content-type']), fileName: 'reçu été.pdf' };
        },
      }),
    ],
  });
}

const multi = ledgerConnector('test-ledger', true);
const single = ledgerConnector('test-ledger-single', false);

/** Lines of a journal entry: debits and credits in minor units. */
const lines = (debit: number, credit: number) => [
  { type: 'debit', total_amount: debit, ledger_account: { id: '400' } },
  { type: 'credit', total_amount: credit, ledger_account: { id: '200' } },
];

for (const backend of BACKENDS) {
  describe(`accounting through the gateway (${backend})`, () => {
    let svc: TestService;
    let tenant: Tenant;
    const platform = ledgerPlatform();
    const headers = (extra: Record<string, string> = {}) => tenant.headers('books', extra);

    beforeAll(async () => {
      await new Promise<void>((resolve) => platform.server.listen(0, '127.0.0.1', resolve));
      const url = `http://127.0.0.1:${(platform.server.address() as AddressInfo).port}`;
      svc = await startTestService({ backend, connectors: new ConnectorRegistry([multi, single]) });
      svc.targets.setSandboxUrl('test-ledger', url);
      svc.targets.setSandboxUrl('test-ledger-single', url);
      tenant = await svc.tenant();
      await tenant.connect('books', 'accounting', 'test-ledger', { token: 't', tenant_id: 't1' });
      await tenant.connect('one-company', 'accounting', 'test-ledger-single', { token: 't' });
    });
    beforeEach(() => {
      platform.received.length = 0;
    });
    afterAll(async () => {
      platform.server.closeAllConnections();
      platform.server.close();
      await svc.close();
    });

    describe('company info, a singleton', () => {
      it('is read at its path without an id, for the connection\'s default company', async () => {
        const result = await call(`${svc.url}/accounting/company-info`, { headers: headers() });
        expect(result.status, result.text).toBe(200);
        expect(result.body).toMatchObject({ resource: 'company-info', operation: 'one', data: { id: 't1', company_name: 'Company t1' } });
        expect((await call(`${svc.url}/accounting/company-info/t1`, { headers: headers() })).status).toBe(404);
      });
    });

    describe('x-svc-company-id', () => {
      it('picks another company the connection reaches, for that request only', async () => {
        const other = await call(`${svc.url}/accounting/company-info`, { headers: headers({ 'x-svc-company-id': 't2' }) });
        expect(other.body.data).toEqual({ id: 't2', company_name: 'Company t2' });
        expect(platform.received.filter((entry) => entry.url === '/company').map((entry) => entry.tenant)).toEqual(['t2']);
        const again = await call(`${svc.url}/accounting/company-info`, { headers: headers() });
        expect(again.body.data.company_name).toBe('Company t1');
      });

      it('refuses a company the connection does not reach with 404, before calling for the record', async () => {
        const unknown = await call(`${svc.url}/accounting/company-info`, { headers: headers({ 'x-svc-company-id': 'elsewhere' }) });
        expectErrorEnvelope(unknown, 404, 'EntityNotFoundError');
        expect(unknown.body.detail).toEqual({ 'x-svc-company-id': 'elsewhere', companies: ['t1', 't2'] });
        expect(platform.received.map((entry) => entry.url)).toEqual(['/companies']);
      });

      it('is refused (400) by a connector whose connections reach one company, and checked for shape', async () => {
        const refused = await call(`${svc.url}/accounting/company-info`, { headers: tenant.headers('one-company', { 'x-svc-company-id': 't2' }) });
        expectErrorEnvelope(refused, 400, 'RequestHeadersValidationError');
        expect(platform.received).toEqual([]);
        expectErrorEnvelope(await call(`${svc.url}/accounting/company-info`, { headers: headers({ 'x-svc-company-id': 'é' }) }), 400, 'RequestHeadersValidationError');
      });

      it('is listed by the companies resource', async () => {
        const listed = await call(`${svc.url}/accounting/companies`, { headers: headers() });
        expect(listed.body.data).toEqual([{ id: 't1', name: 'One Ltd' }, { id: 't2', name: 'Two Ltd' }]);
      });
    });

    describe('journal entries balance before they leave the service', () => {
      it('refuses a create whose debits and credits differ with 422 InvalidRecordError, sending nothing', async () => {
        const unbalanced = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers(), json: { line_items: lines(10_000, 9_999) } });
        expectErrorEnvelope(unbalanced, 422, 'InvalidRecordError');
        expect(unbalanced.body.detail).toEqual({ rule: 'journal_entry_balance', total_debit: 10_000, total_credit: 9_999, difference: 1 });
        const single = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers(), json: { line_items: lines(100, 100).slice(0, 1) } });
        expectErrorEnvelope(single, 422, 'InvalidRecordError');
        // A credit sent as a negative amount without its type counts as a credit.
        const signed = [{ total_amount: 500, ledger_account: { id: '400' } }, { total_amount: -400, ledger_account: { id: '200' } }];
        const unsigned = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers(), json: { line_items: signed.map((line) => ({ ...line, type: null })) } });
        expectErrorEnvelope(unsigned, 422, 'InvalidRecordError');
        expect(platform.received).toEqual([]);
      });

      it('sends a balanced create, and checks an update only when it sends lines', async () => {
        const balanced = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers(), json: { title: 'Accrual', line_items: lines(12_345, 12_345) } });
        expect(balanced.status, balanced.text).toBe(201);
        expect(JSON.parse(platform.received[0]!.body.toString()).line_items).toHaveLength(2);
        const memoOnly = await call(`${svc.url}/accounting/journal-entries/je-1`, { method: 'PATCH', headers: headers(), json: { memo: 'Checked' } });
        expect(memoOnly.status, memoOnly.text).toBe(200);
        const broken = await call(`${svc.url}/accounting/journal-entries/je-1`, { method: 'PATCH', headers: headers(), json: { line_items: lines(1, 2) } });
        expectErrorEnvelope(broken, 422, 'InvalidRecordError');
        expect(platform.received.map((entry) => entry.method)).toEqual(['POST', 'PATCH']);
      });
    });

    describe('idempotency keys and companies', () => {
      it('treats the same key and body sent to another company as another request', async () => {
        const body = { title: 'Rent', line_items: lines(50_000, 50_000) };
        const key = `rent-${backend}`;
        const first = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers({ 'idempotency-key': key }), json: body });
        expect(first.status, first.text).toBe(201);
        const replay = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers({ 'idempotency-key': key }), json: body });
        expect([replay.status, replay.headers.get('idempotent-replayed'), replay.body.data.id]).toEqual([201, 'true', first.body.data.id]);
        const elsewhere = await call(`${svc.url}/accounting/journal-entries`, { method: 'POST', headers: headers({ 'idempotency-key': key, 'x-svc-company-id': 't2' }), json: body });
        expectErrorEnvelope(elsewhere, 422, 'IdempotencyKeyReusedError');
        expect(platform.received.filter((entry) => entry.url === '/journals')).toHaveLength(1);
      });
    });

    describe('filters of a get', () => {
      it('passes a declared filter the connector honours, and refuses one it does not', async () => {
        const typed = await call(`${svc.url}/accounting/invoice-items/i-1?filter[type]=service`, { headers: headers() });
        expect(typed.body.data).toEqual({ id: 'i-1', type: 'service' });
        expect(platform.received.at(-1)?.url).toBe('/items/i-1?kind=service');
        expectErrorEnvelope(await call(`${svc.url}/accounting/invoice-items/i-1?filter[transaction_type]=sale`, { headers: headers() }), 400, 'UnsupportedFiltersError');
        expectErrorEnvelope(await call(`${svc.url}/accounting/invoice-items/i-1?filter[type]=gadget`, { headers: headers() }), 400, 'RequestValidationError');
      });
    });

    describe('attachments: the file itself, up and down', () => {
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 255, 254, 10, 13]), Buffer.from('%%EOF')]);
      const upload = (extra: Record<string, string>, body: Buffer | string = pdf) =>
        fetch(`${svc.url}/accounting/attachments/invoice/inv-1`, { method: 'POST', headers: { ...headers(), ...extra }, body });

      it('uploads the bytes with their media type and the fields of x-svc-metadata, and downloads them unchanged', async () => {
        const created = await upload({ 'content-type': 'application/pdf', 'x-svc-metadata': JSON.stringify({ name: 'receipt.pdf', description: 'Signed' }) });
        const createdBody = await created.json();
        expect(created.status, JSON.stringify(createdBody)).toBe(201);
        expect(createdBody).toMatchObject({ resource: 'attachments', operation: 'add', data: { id: 'f1' } });
        const sent = platform.received.at(-1) as Received;
        expect([sent.url, sent.contentType]).toEqual(['/files/invoice/inv-1', 'application/pdf']);
        expect(sent.body.equals(pdf)).toBe(true);
        expect(platform.files.get('f1')?.name).toBe('receipt.pdf');

        const downloaded = await fetch(`${svc.url}/accounting/attachments/invoice/inv-1/f1/download`, { headers: headers() });
        expect(downloaded.status).toBe(200);
        expect(downloaded.headers.get('content-type')).toBe('application/pdf');
        expect(downloaded.headers.get('content-disposition')).toBe(`attachment; filename="re_u _t_.pdf"; filename*=UTF-8''${encodeURIComponent('reçu été.pdf')}`);
        expect(downloaded.headers.get('request-id')).toBeTruthy();
        expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);
      });

      it('refuses an upload without metadata, with metadata that is not the model, or without a file', async () => {
        const missing = await upload({ 'content-type': 'application/pdf' });
        expect([missing.status, ((await missing.json()) as { type_name: string }).type_name]).toEqual([400, 'RequestHeadersValidationError']);
        const notJson = await upload({ 'content-type': 'application/pdf', 'x-svc-metadata': 'receipt.pdf' });
        expect([notJson.status, ((await notJson.json()) as { type_name: string }).type_name]).toEqual([400, 'RequestHeadersValidationError']);
        const unknownField = await upload({ 'content-type': 'application/pdf', 'x-svc-metadata': '{"colour":"red"}' });
        expect([unknownField.status, ((await unknownField.json()) as { type_name: string }).type_name]).toEqual([400, 'RequestValidationError']);
        const empty = await upload({ 'content-type': 'application/pdf', 'x-svc-metadata': '{"name":"a.pdf"}' }, '');
        expect([empty.status, ((await empty.json()) as { type_name: string }).type_name]).toEqual([400, 'RequestValidationError']);
        expect(platform.received).toEqual([]);
      });

      it('takes only the documents the reference names, and answers a missing download as the platform does', async () => {
        const wrongKind = await fetch(`${svc.url}/accounting/attachments/spaceship/x-1`, { headers: headers() });
        expect([wrongKind.status, ((await wrongKind.json()) as { type_name: string }).type_name]).toEqual([400, 'RequestValidationError']);
        const missing = await call(`${svc.url}/accounting/attachments/invoice/inv-1/nothing/download`, { headers: headers() });
        expect(missing.status).toBe(404);
        expect(missing.headers.get('content-type')).toContain('application/json');
      });
    });
  });
}
