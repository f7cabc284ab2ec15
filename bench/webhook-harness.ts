/**
 * What the webhook benchmarks share (webhooks.ts, webhook-native.ts,
 * webhook-virtual-lag.ts): a receiver that verifies every delivery with the
 * `standardwebhooks` library and counts webhook-ids (each must arrive exactly
 * once), a service instance started as deployed, a subscription, lag
 * percentiles, and the machine's conditions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Webhook } from 'standardwebhooks';
import { freePort, ownCpuMicros, startNode, waitForOutput, type Child } from './processes.js';
import { cpuMicros, systemBusyMicros } from './proc-stats.js';
import { backendCpuBetween, type BackendCpu, type PostgresBackends } from './shared-stores.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/bench → dist/src: the compiled service and emulator runner. */
export const distSrc = path.resolve(here, '../src');
const READY_TIMEOUT_MS = 90_000;

/** One delivered event as the receiver saw it first. */
export interface Arrival {
  /** performance.now() when its body had arrived. */
  at: number;
  detectedBy: string;
  webhookId: string;
}

/** The key a change is found by: its event type and record. */
export const changeKey = (eventType: string, entityId: string) => `${eventType} ${entityId}`;

/**
 * The subscriber: answers 200 to a delivery whose signature verifies (400
 * otherwise, as a real receiver would), keeps when each change first arrived,
 * and counts what would break "exactly once": a webhook-id seen twice, two
 * webhook-ids for the same change, a signature that does not verify.
 */
export class SignedReceiver {
  readonly arrivals = new Map<string, Arrival>();
  readonly #seenIds = new Set<string>();
  /** A webhook-id that arrived again (a retry the receiver should not have needed). */
  repeatedIds = 0;
  /** Another webhook-id for a change already delivered (the change published twice). */
  repeatedChanges = 0;
  unverified = 0;
  #webhook: Webhook | undefined;
  #server: Server | undefined;

  /** The subscription's secret (`whsec_…`), known once it is created and before any change is made. */
  set secret(secret: string) {
    this.#webhook = new Webhook(secret);
  }

  get delivered(): number {
    return this.#seenIds.size;
  }

  /** Nothing seen that breaks exactly once. */
  get clean(): boolean {
    return this.repeatedIds === 0 && this.repeatedChanges === 0 && this.unverified === 0;
  }

  describeProblems(): string {
    return `${this.repeatedIds} repeated webhook-ids, ${this.repeatedChanges} changes delivered under two webhook-ids, ${this.unverified} deliveries whose signature did not verify`;
  }

  /** Records one delivery; answers the status to send back. */
  accept(body: string, headers: IncomingHttpHeaders, at: number): number {
    let payload: { event_type: string; entity_id: string; detected_by: string };
    try {
      if (!this.#webhook) throw new Error('no secret yet');
      payload = (this.#webhook.verify(body, headers as Record<string, string>) as { payload: typeof payload }).payload;
    } catch {
      this.unverified++;
      return 400;
    }
    const webhookId = String(headers['webhook-id']);
    if (this.#seenIds.has(webhookId)) {
      this.repeatedIds++;
      return 200;
    }
    this.#seenIds.add(webhookId);
    const key = changeKey(payload.event_type, payload.entity_id);
    if (this.arrivals.has(key)) this.repeatedChanges++;
    else this.arrivals.set(key, { at, detectedBy: payload.detected_by, webhookId });
    return 200;
  }

  async start(): Promise<string> {
    this.#server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = this.accept(Buffer.concat(chunks).toString('utf8'), request.headers, performance.now());
        response.writeHead(status).end();
      });
    });
    // Deliveries come in bursts from two instances: keep their connections open between them.
    this.#server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    const address = this.#server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks`;
  }

  /** Waits until every key has arrived; answers how many are still missing when `timeoutMs` is over. */
  async waitForAll(keys: readonly string[], timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const missing = keys.filter((key) => !this.arrivals.has(key)).length;
      if (missing === 0 || Date.now() > deadline) return missing;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#server) return resolve();
      this.#server.closeAllConnections();
      this.#server.close(() => resolve());
    });
  }
}

/** Nearest-rank percentile of ascending values (the largest for p99 of fewer than 100). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export interface LagSummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarizeLags(lagsMs: readonly number[]): LagSummary {
  const sorted = [...lagsMs].sort((a, b) => a - b);
  return { count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? Number.NaN };
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : 'n/a');

export interface ServiceInstance {
  child: Child;
  /** http://127.0.0.1:<port> */
  base: string;
  /** The demo sandbox key the banner printed. */
  secretKey: string;
}

/** `dist/src/server/main.js` as deployed, with the demo sandbox; `env` adds or overrides settings. */
export async function startServiceInstance(workDir: string, slug: string, env: Record<string, string>): Promise<ServiceInstance> {
  const port = await freePort();
  const child = startNode(slug, path.join(distSrc, 'server/main.js'), [], {
    SVC_HOST: '127.0.0.1',
    SVC_PORT: String(port),
    SVC_PUBLIC_URL: '',
    SVC_DATA_DIR: path.join(workDir, slug),
    SVC_DEMO: 'true',
    SVC_LOG_LEVEL: 'warn',
    ...env,
  }, path.join(workDir, `${slug}.log`));
  const match = await waitForOutput(child, /secret key:\s+(sk_sandbox_\S+)/, READY_TIMEOUT_MS);
  return { child, base: `http://127.0.0.1:${port}`, secretKey: match[1] as string };
}

export function demoHeaders(secretKey: string): Record<string, string> {
  return { authorization: `Bearer ${secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer', 'content-type': 'application/json' };
}

/** Subscribes `receiver` to `events` of `unifiedApi` in the demo application, and gives it the secret. */
export async function subscribe(instance: ServiceInstance, receiver: SignedReceiver, deliveryUrl: string, unifiedApi: string, events: string[]): Promise<void> {
  const response = await fetch(`${instance.base}/webhook/webhooks`, {
    method: 'POST',
    headers: demoHeaders(instance.secretKey),
    body: JSON.stringify({ unified_api: unifiedApi, delivery_url: deliveryUrl, events, status: 'enabled' }),
  });
  if (response.status !== 201) throw new Error(`subscription refused: ${response.status} ${await response.text()}`);
  receiver.secret = ((await response.json()) as { data: { secret: string } }).data.secret;
}

/** CPU spent during a stretch of the run: the service's, its database's, and the rest of the machine's. */
export interface CpuSpent {
  seconds: number;
  /** The service processes' (every instance). */
  serviceMicros: number;
  /** The PostgreSQL backends of the run's database; undefined when the server is not on this machine. */
  databaseMicros: number | undefined;
  /** Cores kept busy by everything outside the benchmark (its processes and its database's backends). */
  otherCores: number;
}

/** Opens a window on the CPU that `servicePids` and the backends of `database` spend, and the machine's other load. */
export async function cpuWindow(servicePids: number[], backends: PostgresBackends | undefined, database: string | undefined): Promise<() => Promise<CpuSpent>> {
  const serviceCpu = () => servicePids.reduce((sum, pid) => sum + cpuMicros(pid), 0);
  const snapshot = async (): Promise<BackendCpu> => (backends && database ? backends.snapshot([database]) : new Map());
  const started = performance.now();
  const systemBefore = systemBusyMicros();
  const ownBefore = ownCpuMicros();
  const serviceBefore = serviceCpu();
  const backendsBefore = await snapshot();
  return async () => {
    const backendsAfter = await snapshot();
    const service = serviceCpu() - serviceBefore;
    const own = ownCpuMicros() - ownBefore;
    const system = systemBusyMicros() - systemBefore;
    const elapsed = (performance.now() - started) / 1000;
    const databaseCpu = backends?.local && database ? backendCpuBetween(backendsBefore, backendsAfter) : undefined;
    // Loopback traffic's kernel time is not always charged to a process, so this is never quite 0.
    return { seconds: elapsed, serviceMicros: service, databaseMicros: databaseCpu, otherCores: Math.max(0, system - own - (databaseCpu ?? 0)) / (elapsed * 1e6) };
  };
}

/** The machine as the run found it: the load average says how shared it was. */
export function machineConditions(): string {
  const cpus = os.cpus();
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return [
    `- date: ${new Date().toISOString()}`,
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} logical cores; memory ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB; ${os.type()} ${os.release()}; Node ${process.version}`,
    `- load average at the end (1 / 5 / 15 min): ${one} / ${five} / ${fifteen}`,
  ].join('\n');
}

/** Writes `bench/results/<name>` (not committed) and answers its path. */
export function writeResult(name: string, text: string): string {
  const resultsDir = fileURLToPath(new URL('../../bench/results/', import.meta.url));
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  writeFileSync(file, text);
  return file;
}
