/**
 * Native webhooks, from a change at the platform to its Standard Webhooks
 * delivery, with one or more service instances on one PostgreSQL database.
 *
 * The platform is the Zendesk emulator in its own process (`run-emulator.js
 * zendesk`), which sends Zendesk's signed user webhooks to the webhook the
 * service registered there when the demo consumer's Zendesk connection became
 * callable. Its address is SVC_PUBLIC_URL, a round-robin balancer in front of
 * the instances (round-robin.ts). Changes are made with Zendesk's own API on
 * the emulator, not through the unified API: what is measured is the webhook
 * path alone (platform → inbound route → signature check → event and delivery
 * written → delivery worker → receiver).
 *
 * For each load (a steady rate, then a burst) N end users are created, and
 * once every creation is delivered, the same N are renamed: `created` and
 * `updated` are measured apart, because a native `updated` is held 500 ms
 * (publish.ts, NATIVE_REORDER_WINDOW_MS) so that its `created` can still
 * overtake it. A change's lag runs from the emulator's answer to the change
 * (the record exists; the emulator has already sent its webhook) to the
 * arrival of its delivery at the receiver. Throughput is delivered events
 * divided by the time from the first change sent to the last delivery.
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { ZENDESK_DEMO_ACCOUNT } from '../src/sandbox/zendesk/demo-account.js';
import { benchDatabase } from './database.js';
import { onInterrupt, startNode, stopChild, tail, waitForOutput, type Child } from './processes.js';
import { startRoundRobin } from './round-robin.js';
import type { PostgresBackends } from './shared-stores.js';
import {
  changeKey,
  cpuWindow,
  distSrc,
  startServiceInstance,
  subscribe,
  summarizeLags,
  SignedReceiver,
  type CpuSpent,
  type LagSummary,
  type ServiceInstance,
} from './webhook-harness.js';

export interface NativeSettings {
  /** Changes a second in the steady load. */
  rate: number;
  /** Changes of each kind at the steady rate. */
  steady: number;
  /** Changes of each kind in the burst. */
  burst: number;
  /** Changes in flight at once during the burst. */
  burstConcurrency: number;
}

export interface NativeRow {
  instances: number;
  load: string;
  event: 'created' | 'updated';
  changes: number;
  /** Delivered events divided by first change sent → last delivery. */
  eventsPerSecond: number;
  wallSeconds: number;
  lag: LagSummary;
  /**
   * The lag's two halves, p50 (ms): from the change to the service's receipt of the platform's webhook
   * (the event's created_at), and from there to the delivery's arrival.
   */
  split: { toReceivedP50Ms: number; receivedToDeliveredP50Ms: number };
  cpu: CpuSpent;
  /** Inbound webhooks each instance received (through the balancer). */
  inboundSplit: number[];
}

const CREATED = 'customer-support.customer.created';
const UPDATED = 'customer-support.customer.updated';
/** How long the last deliveries of a load may take after its last change before the run fails. */
const DELIVERY_TIMEOUT_MS = 60_000;
const READY_TIMEOUT_MS = 30_000;
const ZENDESK_AUTH = `Basic ${Buffer.from(`${ZENDESK_DEMO_ACCOUNT.email}/token:${ZENDESK_DEMO_ACCOUNT.apiToken}`).toString('base64')}`;

export function nativeSettings(): NativeSettings {
  const read = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? String(fallback));
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got ${process.env[name]}`);
    return value;
  };
  return { rate: read('BENCH_WEBHOOK_RATE', 10), steady: read('BENCH_WEBHOOK_STEADY', 100), burst: read('BENCH_WEBHOOK_BURST', 400), burstConcurrency: read('BENCH_WEBHOOK_BURST_CONCURRENCY', 16) };
}

/** The Zendesk emulator's own API: one change, answered when the record has changed (its webhook is on its way). */
class ZendeskPlatform {
  readonly #base: string;
  readonly #run = randomBytes(3).toString('hex');
  #serial = 0;

  constructor(base: string) {
    this.#base = base;
  }

  async createUser(): Promise<{ id: string; at: number }> {
    const n = ++this.#serial;
    const body = { user: { name: `Bench ${n}`, email: `bench-${this.#run}-${n}@example.com`, role: 'end-user' } };
    const answer = await this.#send('POST', '/api/v2/users.json', body, 201);
    return { id: String((answer.body as { user: { id: number } }).user.id), at: answer.at };
  }

  async renameUser(id: string): Promise<{ id: string; at: number }> {
    const answer = await this.#send('PUT', `/api/v2/users/${id}.json`, { user: { name: `Bench ${id} renamed` } }, 200);
    return { id, at: answer.at };
  }

  async #send(method: string, pathname: string, json: unknown, expected: number): Promise<{ body: unknown; at: number }> {
    const response = await fetch(`${this.#base}${pathname}`, { method, headers: { authorization: ZENDESK_AUTH, 'content-type': 'application/json' }, body: JSON.stringify(json) });
    const at = performance.now();
    if (response.status !== expected) throw new Error(`Zendesk emulator answered ${method} ${pathname} with ${response.status}: ${await response.text()}`);
    return { body: await response.json(), at };
  }
}

type Change = () => Promise<{ id: string; at: number }>;

/** One change every 1/rate seconds, each started on time whether or not the one before has been answered. */
async function atSteadyRate(changes: Change[], rate: number): Promise<Array<{ id: string; at: number }>> {
  const start = performance.now();
  const pending: Array<Promise<{ id: string; at: number }>> = [];
  for (const [index, change] of changes.entries()) {
    const due = start + (index * 1000) / rate - performance.now();
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    const made = change();
    // Awaited below with the others; until then a failure must not count as unhandled.
    made.catch(() => {});
    pending.push(made);
  }
  return Promise.all(pending);
}

/** Every change as fast as the platform answers, `concurrency` at a time. */
async function asBurst(changes: Change[], concurrency: number): Promise<Array<{ id: string; at: number }>> {
  const done: Array<{ id: string; at: number }> = new Array(changes.length);
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const index = next++;
      done[index] = await (changes[index] as Change)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, changes.length) }, worker));
  return done;
}

interface Run {
  instances: ServiceInstance[];
  emulator: Child;
  receiver: SignedReceiver;
  balancer: Awaited<ReturnType<typeof startRoundRobin>>;
  backends: PostgresBackends | undefined;
  database: string;
  /** A session on the run's database, to read when the service received each change. */
  store: pg.Client;
}

function logsOf(run: Run): string {
  return [run.emulator, ...run.instances.map((instance) => instance.child)].map((child) => `--- ${child.name}\n${tail(readFileSync(child.logFile, 'utf8'), 12)}`).join('\n');
}

/** Makes the changes with `drive`, waits for every delivery, and measures. */
async function measureLoad(run: Run, label: string, event: 'created' | 'updated', changes: Change[], drive: (changes: Change[]) => Promise<Array<{ id: string; at: number }>>): Promise<{ row: NativeRow; ids: string[] }> {
  const eventType = event === 'created' ? CREATED : UPDATED;
  const splitBefore = [...run.balancer.counts];
  const closeWindow = await cpuWindow(run.instances.map((instance) => instance.child.pid), run.backends, run.database);
  const firstSent = performance.now();
  const made = await drive(changes);
  const keys = made.map((change) => changeKey(eventType, change.id));
  const missing = await run.receiver.waitForAll(keys, DELIVERY_TIMEOUT_MS);
  const cpu = await closeWindow();
  if (missing > 0) throw new Error(`${label}, ${event}: ${missing} of ${keys.length} changes were not delivered within ${DELIVERY_TIMEOUT_MS} ms\n${logsOf(run)}`);
  const arrivals = keys.map((key) => run.receiver.arrivals.get(key)!);
  const notNative = arrivals.filter((arrival) => arrival.detectedBy !== 'native').length;
  if (notNative > 0) throw new Error(`${label}, ${event}: ${notNative} deliveries were not detected natively`);
  const lastArrival = Math.max(...arrivals.map((arrival) => arrival.at));
  const wallSeconds = (lastArrival - firstSent) / 1000;
  const lags = made.map((change, index) => Math.max(0, (arrivals[index] as { at: number }).at - change.at));
  const split = await splitOf(run, eventType, made, arrivals);
  return {
    ids: made.map((change) => change.id),
    row: {
      instances: run.instances.length,
      load: label,
      event,
      changes: keys.length,
      eventsPerSecond: keys.length / wallSeconds,
      wallSeconds,
      lag: summarizeLags(lags),
      split,
      cpu,
      inboundSplit: run.balancer.counts.map((count, index) => count - (splitBefore[index] ?? 0)),
    },
  };
}

/** Where the lag goes, p50 of each half: the service stamps an event with the moment it received the platform's webhook. */
async function splitOf(run: Run, eventType: string, made: Array<{ id: string; at: number }>, arrivals: Array<{ at: number }>): Promise<NativeRow['split']> {
  const { rows } = await run.store.query<{ entity_id: string; created_at: Date }>('select entity_id, created_at from webhook_events where type = $1 and entity_id = any($2::text[])', [eventType, made.map((change) => change.id)]);
  const received = new Map(rows.map((row) => [row.entity_id, row.created_at.getTime() - performance.timeOrigin]));
  const toReceived: number[] = [];
  const onward: number[] = [];
  made.forEach((change, index) => {
    const at = received.get(change.id);
    if (at === undefined) return;
    toReceived.push(at - change.at);
    onward.push((arrivals[index] as { at: number }).at - at);
  });
  return { toReceivedP50Ms: summarizeLags(toReceived).p50Ms, receivedToDeliveredP50Ms: summarizeLags(onward).p50Ms };
}

/** Until a change made now is delivered, the service's webhook is not registered at the platform yet. */
async function waitUntilRegistered(run: Run, platform: ZendeskPlatform): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const canary = await platform.createUser();
    if ((await run.receiver.waitForAll([changeKey(CREATED, canary.id)], 3_000)) === 0) break;
    if (Date.now() > deadline) throw new Error(`no native delivery within a minute: is the webhook registered at the Zendesk emulator?\n${logsOf(run)}`);
  }
  // A few more, one at a time, so every instance has handled a webhook before the measures.
  for (let n = 0; n < 2 * run.instances.length; n++) {
    const canary = await platform.createUser();
    if ((await run.receiver.waitForAll([changeKey(CREATED, canary.id)], 10_000)) > 0) throw new Error(`a warm-up change was not delivered\n${logsOf(run)}`);
  }
}

/** One configuration: `instances` instances on a fresh database, a fresh emulator, steady then burst. */
export async function measureNative(instanceCount: number, settings: NativeSettings, workDir: string, backends: PostgresBackends | undefined): Promise<{ rows: NativeRow[]; receiver: SignedReceiver }> {
  const database = await benchDatabase();
  if (!database) throw new Error('native webhooks need PostgreSQL (BENCH_DATABASE_URL, default the local server): two instances share one database');
  const unregister = onInterrupt(database.drop);
  const slug = `native-${instanceCount}`;
  const emulator = startNode(`${slug}-zendesk`, path.join(distSrc, 'sandbox/run-emulator.js'), ['zendesk', '--port', '0'], {}, path.join(workDir, `${slug}-zendesk.log`));
  const balancer = await startRoundRobin();
  const receiver = new SignedReceiver();
  const instances: ServiceInstance[] = [];
  const store = new pg.Client({ connectionString: database.url });
  try {
    await store.connect();
    const emulatorUrl = (await waitForOutput(emulator, /^\{"emulator":"zendesk","url":"([^"]+)"\}$/m, READY_TIMEOUT_MS))[1] as string;
    const deliveryUrl = await receiver.start();
    const env = {
      DATABASE_URL: database.url,
      // One key for every instance: they open each other's sealed registrations and signing secrets.
      SVC_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SVC_EMULATORS: 'false',
      SVC_SANDBOX_URLS: `zendesk=${emulatorUrl}`,
      SVC_PUBLIC_URL: balancer.url,
      // Polling stays out of the way: the demo's other connections have no emulator here, and Zendesk's customers have native events.
      SVC_WEBHOOK_SANDBOX_POLL_INTERVAL_SECONDS: '86400',
    };
    // One after the other: the first makes the demo sandbox, the others find it.
    for (let n = 0; n < instanceCount; n++) instances.push(await startServiceInstance(workDir, `${slug}-${String.fromCharCode(97 + n)}`, env));
    balancer.setTargets(instances.map((instance) => instance.base));
    await subscribe(instances[0] as ServiceInstance, receiver, deliveryUrl, 'customer-support', [CREATED, UPDATED]);
    const run: Run = { instances, emulator, receiver, balancer, backends, database: new URL(database.url).pathname.slice(1), store };
    const platform = new ZendeskPlatform(emulatorUrl);
    await waitUntilRegistered(run, platform);

    const rows: NativeRow[] = [];
    const loads = [
      { label: `steady, ${settings.rate}/s`, count: settings.steady, drive: (changes: Change[]) => atSteadyRate(changes, settings.rate) },
      { label: `burst, ${settings.burstConcurrency} in flight`, count: settings.burst, drive: (changes: Change[]) => asBurst(changes, settings.burstConcurrency) },
    ];
    for (const load of loads) {
      const creates = Array.from({ length: load.count }, () => () => platform.createUser());
      const created = await measureLoad(run, load.label, 'created', creates, load.drive);
      rows.push(created.row);
      const renames = created.ids.map((id) => () => platform.renameUser(id));
      rows.push((await measureLoad(run, load.label, 'updated', renames, load.drive)).row);
      for (const row of rows.slice(-2)) {
        console.error(`${instanceCount} instance(s), ${row.load}, ${row.event}: ${row.changes} in ${row.wallSeconds.toFixed(1)} s, ${row.eventsPerSecond.toFixed(1)}/s, lag p50 ${row.lag.p50Ms.toFixed(0)} ms p99 ${row.lag.p99Ms.toFixed(0)} ms`);
      }
    }
    // A late copy of a delivery would still break "exactly once": give it a moment to show up.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    if (!receiver.clean) throw new Error(`${instanceCount} instance(s): not exactly once: ${receiver.describeProblems()}`);
    return { rows, receiver };
  } finally {
    await Promise.all([...instances.map((instance) => stopChild(instance.child)), stopChild(emulator)]);
    await receiver.close();
    await balancer.close();
    await store.end().catch(() => {});
    await database.drop().catch(() => {});
    unregister();
  }
}
