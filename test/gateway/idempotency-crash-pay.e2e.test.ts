/**
 * Issue #27, item 3: an order's pay whose instance dies between Square's
 * answer and the store's write. Two built services (dist/) run as processes
 * on one PostgreSQL; the Square emulator, in this process, acts on the pay
 * and holds its answer while the first instance is killed with SIGKILL.
 * A retry with the same key on the second instance is refused (409) while
 * the first attempt could still be running; once the key is older than any
 * call can run, the retry runs again and Square's derived keys find the
 * payment the first attempt made: the order is paid once, and the answer
 * is then stored for every later retry.
 *
 * PostgreSQL only: child processes cannot share the embedded PGlite store.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';
import { createTestDatabase } from '../helpers/backends.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { freePort, startService, stop, type Started } from '../helpers/processes.js';
import { needs } from '../helpers/requirements.js';
import { waitFor } from '../helpers/wait.js';

/** The longest call the instances allow: a running key older than twice this is taken for lost. */
const LONGEST_CALL_MS = 3_000;

describe('an order paid once across a crash (two processes on PostgreSQL)', needs('postgres'), () => {
  const adminToken = `adm_${randomBytes(24).toString('hex')}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let emulator: KitEmulatorHandle;
  let first: Started | undefined;
  let second: Started | undefined;
  let firstUrl: string;
  let secondUrl: string;
  let headers: Record<string, string>;
  const dataDirs: string[] = [];

  async function startInstance(sharedEnv: NodeJS.ProcessEnv): Promise<{ started: Started; url: string }> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'svc-pay-crash-'));
    dataDirs.push(dataDir);
    const started = await startService({ ...sharedEnv, SVC_PORT: String(port), SVC_DATA_DIR: dataDir });
    return { started, url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    emulator = (await squareEmulator.start({ record: true })) as KitEmulatorHandle;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      SVC_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      SVC_ADMIN_TOKEN: adminToken,
      SVC_EMULATORS: 'false',
      SVC_SANDBOX_URLS: `square=${emulator.url}`,
      SVC_DEMO: 'false',
      SVC_LOG_LEVEL: 'warn',
      SVC_DOWNSTREAM_TIMEOUT_MS: String(LONGEST_CALL_MS),
      SVC_DOWNSTREAM_TIMEOUT_MAX_MS: String(LONGEST_CALL_MS),
      REDIS_URL: '',
    };
    ({ started: first, url: firstUrl } = await startInstance(env));
    ({ started: second, url: secondUrl } = await startInstance(env));

    const admin = { authorization: `Bearer ${adminToken}` };
    const app = await call(`${firstUrl}/admin/applications`, { method: 'POST', headers: admin, json: { name: 'Pay crash test' } });
    expect(app.status, app.text).toBe(201);
    const key = await call(`${firstUrl}/admin/applications/${app.body.data.id}/keys`, { method: 'POST', headers: admin, json: { mode: 'sandbox' } });
    expect(key.status, key.text).toBe(201);
    headers = { authorization: `Bearer ${key.body.data.key}`, 'x-svc-app-id': app.body.data.id, 'x-svc-consumer-id': 'pay-crash' };
    const connected = await call(`${firstUrl}/vault/connections/pos/square`, { method: 'PATCH', headers, json: { settings: { personal_access_token: DEMO.personalAccessToken } } });
    expect(connected.status, connected.text).toBe(200);
  });

  afterAll(async () => {
    emulator?.releaseDelayed();
    if (first && first.child.exitCode === null) first.child.kill('SIGKILL');
    if (second) await stop(second.child);
    await emulator?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const paymentsOf = (orderId: string) => records('payments').filter((payment) => payment.order_id === orderId);
  const pays = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && /^\/v2\/orders\/[^/]+\/pay$/.test(exchange.path)).length;

  it('refuses the retry while the first attempt may run, then resolves it at Square: one payment, the order paid', async () => {
    const order = await call(`${secondUrl}/pos/orders`, {
      method: 'POST',
      headers,
      json: { merchant_id: DEMO.merchantId, location_id: records('locations')[0]!.id, line_items: [{ name: 'Crash-proof croissant', quantity: 1, unit_price: 950 }] },
    });
    expect(order.status, order.text).toBe(201);
    const orderId = order.body.data.id as string;
    const key = `pay-crash-${randomBytes(8).toString('hex')}`;
    const pay = (url: string) => call(`${url}/pos/orders/${orderId}/pay`, { method: 'POST', headers: { ...headers, 'idempotency-key': key }, json: { merchant_id: DEMO.merchantId, location_id: records('locations')[0]!.id, tenders: [{ type: 'cash', amount: 950 }] } });

    // The first instance pays; Square completes the order and holds the answer while the instance dies.
    const before = pays();
    emulator.delayOn({ method: 'POST', path: /^\/v2\/orders\/[^/]+\/pay$/ }, 60_000);
    const doomed = pay(firstUrl).catch((error: unknown) => error);
    await waitFor(() => pays() === before + 1, 'the pay to reach Square');
    const exited = new Promise((resolve) => first!.child.once('exit', resolve));
    first!.child.kill('SIGKILL');
    await exited;
    expect(await doomed).toBeInstanceOf(Error);
    emulator.releaseDelayed();
    expect(records('orders').find((entry) => entry.id === orderId)!.state).toBe('COMPLETED');

    // Too soon to tell a dead instance from a slow call: the key is refused.
    const early = await pay(secondUrl);
    expectErrorEnvelope(early, 409, 'IdempotencyKeyInUseError');
    expect(early.body.detail).toMatchObject({ state: 'running' });

    // Past twice the longest call, the retry runs: the payment is found again by its derived key, PayOrder is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 2 * LONGEST_CALL_MS + 500));
    const resolved = await pay(secondUrl);
    expect(resolved.status, resolved.text).toBe(201);
    expect(resolved.body.data.id).toBe(orderId);
    expect(paymentsOf(orderId)).toHaveLength(1);
    expect(pays()).toBe(before + 1);

    // Settled: the stored answer from now on.
    const replayed = await pay(secondUrl);
    expect(replayed.status).toBe(201);
    expect(replayed.body).toEqual(resolved.body);
    expect(paymentsOf(orderId)).toHaveLength(1);
  });
});
