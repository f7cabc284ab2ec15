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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitEmulatorHandle, StoredRecord } from '../../src/sandbox/framework/kit/index.js';
import { SQUARE_DEMO_ACCOUNT as DEMO, squareEmulator } from '../../src/sandbox/square/index.js';
import { call, expectErrorEnvelope } from '../helpers/http.js';
import { needs } from '../helpers/requirements.js';
import { ServiceProcesses, type ServiceProcess } from '../helpers/service-processes.js';
import { waitFor } from '../helpers/wait.js';

/** The longest call the instances allow: a running key older than twice this is taken for lost. */
const LONGEST_CALL_MS = 3_000;

describe('an order paid once across a crash (two processes on PostgreSQL)', needs('postgres'), () => {
  let emulator: KitEmulatorHandle;
  let instances: ServiceProcesses;
  let first: ServiceProcess;
  let second: ServiceProcess;
  let headers: Record<string, string>;

  beforeAll(async () => {
    emulator = (await squareEmulator.start({ record: true })) as KitEmulatorHandle;
    instances = await ServiceProcesses.open({
      sandboxUrls: { square: emulator.url },
      env: { SVC_DOWNSTREAM_TIMEOUT_MS: String(LONGEST_CALL_MS), SVC_DOWNSTREAM_TIMEOUT_MAX_MS: String(LONGEST_CALL_MS) },
    });
    first = await instances.start();
    second = await instances.start();
    headers = { ...(await instances.sandboxTenant(first.url, 'Pay crash test')), 'x-svc-consumer-id': 'pay-crash' };
    const connected = await call(`${first.url}/vault/connections/pos/square`, { method: 'PATCH', headers, json: { settings: { personal_access_token: DEMO.personalAccessToken } } });
    expect(connected.status, connected.text).toBe(200);
  });

  afterAll(async () => {
    emulator?.releaseDelayed();
    await instances?.close();
    await emulator?.close();
  });

  const records = (table: string): StoredRecord[] => emulator.kit.records(table, DEMO.id);
  const paymentsOf = (orderId: string) => records('payments').filter((payment) => payment.order_id === orderId);
  const pays = () => emulator.exchanges.filter((exchange) => exchange.method === 'POST' && /^\/v2\/orders\/[^/]+\/pay$/.test(exchange.path)).length;

  it('refuses the retry while the first attempt may run, then resolves it at Square: one payment, the order paid', async () => {
    const order = await call(`${second.url}/pos/orders`, {
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
    const doomed = pay(first.url).catch((error: unknown) => error);
    await waitFor(() => pays() === before + 1, 'the pay to reach Square');
    const exited = new Promise((resolve) => first.started.child.once('exit', resolve));
    first.started.child.kill('SIGKILL');
    await exited;
    expect(await doomed).toBeInstanceOf(Error);
    emulator.releaseDelayed();
    expect(records('orders').find((entry) => entry.id === orderId)!.state).toBe('COMPLETED');

    // Too soon to tell a dead instance from a slow call: the key is refused.
    const early = await pay(second.url);
    expectErrorEnvelope(early, 409, 'IdempotencyKeyInUseError');
    expect(early.body.detail).toMatchObject({ state: 'running' });

    // Past twice the longest call, the retry runs: the payment is found again by its derived key, PayOrder is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 2 * LONGEST_CALL_MS + 500));
    const resolved = await pay(second.url);
    expect(resolved.status, resolved.text).toBe(201);
    expect(resolved.body.data.id).toBe(orderId);
    expect(paymentsOf(orderId)).toHaveLength(1);
    expect(pays()).toBe(before + 1);

    // Settled: the stored answer from now on.
    const replayed = await pay(second.url);
    expect(replayed.status).toBe(201);
    expect(replayed.body).toEqual(resolved.body);
    expect(paymentsOf(orderId)).toHaveLength(1);
  });
});
