/**
 * Issue #12, item 6 (and item 12's "a kill between the platform's write and
 * the stored answer"), on accounting: an invoice created under an
 * Idempotency-Key, whose instance dies after the platform wrote it and
 * before the service stored its answer. Two built services (dist/) run as
 * processes on one PostgreSQL (the run's embedded server); the Xero and
 * QuickBooks emulators, in this process, receive the create and hold their
 * answer while the first instance is killed with SIGKILL.
 *
 * What the caller gets from the second instance is 409
 * IdempotencyKeyInUseError with `state: running`, not the invoice's id:
 * SPEC.md (Idempotency 4) answers 409 to a retry while the first attempt
 * still runs, and no instance can tell an instance that died from one still
 * waiting for the platform, so the claim stays unsettled until the key's
 * window ends (docs/idempotency.md). Recovering the id would mean resending
 * the write and trusting the platform's replay; the service does not take
 * over a claim, so it never resends. What the platform's own key adds is
 * checked here too: the write that reached the platform carried it (Xero's
 * Idempotency-Key header, QuickBooks' requestid), and the same write sent
 * again under it is answered with the first invoice, not a second one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../../src/sandbox/framework/emulator.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/index.js';
import { QUICKBOOKS_DEMO_REALM as REALM, quickbooksEmulator } from '../../src/sandbox/quickbooks/index.js';
import { XERO_DEMO_ORGANISATION as ORGANISATION, XERO_DEMO_USER as XERO_USER, xeroEmulator } from '../../src/sandbox/xero/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { ServiceProcesses } from '../helpers/service-processes.js';
import { waitFor } from '../helpers/wait.js';

type Json = Record<string, any>;

interface Platform {
  id: 'xero' | 'quickbooks';
  emulator: () => KitEmulatorHandle;
  settings: Record<string, string>;
  /** The unified invoice to create, told apart from every other by `mark`. */
  invoice(mark: string): Json;
  /** Whether an exchange is the platform's invoice create. */
  isCreate(exchange: RecordedExchange): boolean;
  /** The platform's own key on a recorded create. */
  keyOf(exchange: RecordedExchange): string | undefined;
  /** The invoices the platform holds with `mark`. */
  held(mark: string): Promise<Json[]>;
  /** The recorded create sent again straight to the platform: the id of the invoice it answers with. */
  resend(exchange: RecordedExchange): Promise<string>;
}

describe('idempotency across a crash, on accounting (two processes on PostgreSQL)', () => {
  let xero: KitEmulatorHandle;
  let quickbooks: KitEmulatorHandle;
  let instances: ServiceProcesses;
  let survivorUrl: string;
  let headers: Record<string, string>;

  const PLATFORMS: Platform[] = [
    {
      id: 'xero',
      emulator: () => xero,
      settings: { manual_access_token: XERO_USER.sandboxAccessToken, tenant_id: ORGANISATION.id },
      invoice: (mark) => ({
        customer: { id: String(xero.kit.records('contacts', ORGANISATION.id).find((contact) => contact.Name === 'Ridgeway Bakery')!.id) },
        reference: mark,
        // With its currency named, the create is the connector's one call (no read of the organisation first): the call the emulator holds.
        currency: 'USD',
        status: 'authorised',
        due_date: '2026-12-31',
        line_items: [{ description: 'Sent once, whatever happens', quantity: 1, unit_price: 12_345, ledger_account: { code: '200' }, tax_rate: { id: 'NONE' } }],
      }),
      isCreate: (exchange) => exchange.method === 'PUT' && exchange.path === '/api.xro/2.0/Invoices',
      keyOf: (exchange) => header(exchange, 'idempotency-key'),
      held: async (mark) => xero.kit.records('invoices', ORGANISATION.id).filter((invoice) => invoice.Reference === mark),
      async resend(exchange) {
        const answer = await fetch(`${xero.url}${exchange.path}?${exchange.query.toString()}`, {
          method: exchange.method,
          headers: { authorization: `Bearer ${XERO_USER.sandboxAccessToken}`, 'xero-tenant-id': ORGANISATION.id, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': header(exchange, 'idempotency-key')! },
          body: exchange.requestBody,
        });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('idempotent-replayed')).toBe('true');
        return ((await answer.json()) as Json).Invoices[0].InvoiceID as string;
      },
    },
    {
      id: 'quickbooks',
      emulator: () => quickbooks,
      settings: { realm_id: REALM.id, playground_access_token: REALM.sandboxAccessToken },
      invoice: (mark) => ({
        customer: { id: String(quickbooks.kit.records('Customer', REALM.id).find((customer) => customer.Active !== false && (customer.CurrencyRef as Json | undefined)?.value !== 'JPY')!.id) },
        number: mark,
        currency: 'USD',
        line_items: [{ item: { id: String(quickbooks.kit.records('Item', REALM.id).find((item) => item.Name === 'Design')!.id) }, total_amount: 12_345, description: 'Sent once, whatever happens' }],
      }),
      isCreate: (exchange) => exchange.method === 'POST' && exchange.path === `/v3/company/${REALM.id}/invoice`,
      keyOf: (exchange) => exchange.query.get('requestid') ?? undefined,
      async held(mark) {
        const answer = await fetch(`${quickbooks.url}/v3/company/${REALM.id}/query?query=${encodeURIComponent(`select * from Invoice where DocNumber = '${mark}'`)}`, { headers: { authorization: `Bearer ${REALM.sandboxAccessToken}`, accept: 'application/json' } });
        return (((await answer.json()) as Json).QueryResponse?.Invoice ?? []) as Json[];
      },
      async resend(exchange) {
        const answer = await fetch(`${quickbooks.url}${exchange.path}?${exchange.query.toString()}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${REALM.sandboxAccessToken}`, 'content-type': 'application/json', accept: 'application/json' },
          body: exchange.requestBody,
        });
        expect(answer.status).toBe(200);
        return ((await answer.json()) as Json).Invoice.Id as string;
      },
    },
  ];

  beforeAll(async () => {
    xero = (await xeroEmulator.start({ record: true })) as KitEmulatorHandle;
    quickbooks = (await quickbooksEmulator.start({ record: true })) as KitEmulatorHandle;
    instances = await ServiceProcesses.open({ backend: 'embedded-postgres', sandboxUrls: { xero: xero.url, quickbooks: quickbooks.url } });
    survivorUrl = (await instances.start()).url;
    headers = await instances.sandboxTenant(survivorUrl, 'Accounting crash test');
    for (const platform of PLATFORMS) {
      const connected = await call(`${survivorUrl}/vault/connections/accounting/${platform.id}`, { method: 'PATCH', headers: { ...headers, 'x-svc-consumer-id': `crash-${platform.id}` }, json: { settings: platform.settings } });
      expect(connected.status, connected.text).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    xero?.releaseDelayed();
    quickbooks?.releaseDelayed();
    await instances?.close();
    await xero?.close();
    await quickbooks?.close();
  });

  for (const platform of PLATFORMS) {
    it(`${platform.id}: answers 409 on the surviving instance, and the platform holds exactly one invoice`, async () => {
      const emulator = platform.emulator();
      const consumer = { ...headers, 'x-svc-consumer-id': `crash-${platform.id}` };
      const mark = `CR-${randomBytes(6).toString('hex')}`;
      const body = platform.invoice(mark);
      const create = (url: string, key: string) => call(`${url}/accounting/invoices`, { method: 'POST', headers: { ...consumer, 'idempotency-key': key }, json: body });
      const creates = () => emulator.exchanges.filter(platform.isCreate);
      const before = creates().length;
      const first = await instances.start();
      const key = `crash-${randomBytes(8).toString('hex')}`;

      // The first instance sends the create, and dies while the platform holds its answer.
      emulator.delayNext(60_000);
      const lost = create(first.url, key).catch((error: unknown) => error);
      await waitFor(() => creates().length === before + 1, 'the create to reach the platform');
      const exited = new Promise((resolve) => first.started.child.once('exit', resolve));
      first.started.child.kill('SIGKILL');
      await exited;
      expect(await lost).toBeInstanceOf(Error);

      for (let attempt = 0; attempt < 2; attempt++) {
        const retry = await create(survivorUrl, key);
        expectErrorEnvelope(retry, 409, 'IdempotencyKeyInUseError');
        expect(retry.body.detail).toMatchObject({ state: 'running' });
      }
      emulator.releaseDelayed();
      expect(creates()).toHaveLength(before + 1);
      const held = await platform.held(mark);
      expect(held).toHaveLength(1);

      // The write carried the platform's own key: sent again under it, the platform answers with the same invoice.
      const write = creates().at(-1)!;
      expect(platform.keyOf(write)).toMatch(/^[A-Za-z0-9_-]{20,50}$/);
      const again = await platform.resend(write);
      expect(again).toBe(String(held[0]!.InvoiceID ?? held[0]!.Id ?? held[0]!.id));
      expect(await platform.held(mark)).toHaveLength(1);

      // The survivor still serves new keys.
      const fresh = await create(survivorUrl, `fresh-${randomBytes(8).toString('hex')}`);
      expect(fresh.status, fresh.text).toBe(201);
      expect(await platform.held(mark)).toHaveLength(2);
    }, 90_000);
  }
});

function header(exchange: RecordedExchange, name: string): string | undefined {
  const value = exchange.requestHeaders[name];
  return Array.isArray(value) ? value[0] : value;
}
