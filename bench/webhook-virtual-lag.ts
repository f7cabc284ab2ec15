/**
 * `npm run bench:webhooks-virtual`: the lag of virtual webhooks, from a
 * change at a platform to its delivery at a receiver, p50 and p99.
 *
 * One service (`dist/src/server/main.js`, as deployed: a fresh PostgreSQL
 * database of BENCH_DATABASE_URL, or its embedded store when none answers;
 * in-process emulators; the demo sandbox) with the sandbox poll interval set
 * to BENCH_POLL_INTERVAL seconds. A receiver in this process subscribes to
 * `sms.message.created`: Twilio reports message status changes itself, not
 * creations, so new messages are learnt by polling (a complete listing each
 * pass). Then BENCH_CHANGES messages are created through the unified API, one
 * at a time, each after a random pause of up to one interval (so changes fall
 * anywhere in the poll cycle). A change's lag runs from the moment its create
 * answered (the message exists at the platform by then) to the moment its
 * `sms.message.created` delivery arrived; the expected bound is one interval
 * plus the polling loop's tick (1 s), one pass, the delivery worker's poll
 * (500 ms) and the attempt.
 *
 * Light on purpose (one request every few seconds): the machine is shared.
 * `npm run bench:webhooks` (webhooks.ts) runs it too, after the native path.
 * Env: BENCH_POLL_INTERVAL (seconds, default 5), BENCH_CHANGES (default 30),
 * BENCH_DATABASE_URL. Children killed and the database dropped however it ends.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { benchDatabase } from './database.js';
import { onInterrupt, removeOnExit, stopChild, tail } from './processes.js';
import type { PostgresBackends } from './shared-stores.js';
import { changeKey, cpuWindow, demoHeaders, seconds, SignedReceiver, startServiceInstance, subscribe, summarizeLags, writeResult, type CpuSpent, type LagSummary } from './webhook-harness.js';

const MESSAGE = { from: '+15005550006', to: '+15005550001', body: 'virtual webhook lag' };
const CREATED = 'sms.message.created';

export interface VirtualSettings {
  intervalSeconds: number;
  changes: number;
}

export interface VirtualResult extends VirtualSettings {
  store: string;
  lag: LagSummary;
  cpu: CpuSpent;
}

export function virtualSettings(): VirtualSettings {
  const intervalSeconds = Number(process.env.BENCH_POLL_INTERVAL ?? '5');
  const changes = Number(process.env.BENCH_CHANGES ?? '30');
  if (!Number.isInteger(intervalSeconds) || intervalSeconds < 1) throw new Error(`BENCH_POLL_INTERVAL must be a whole number of seconds, got ${process.env.BENCH_POLL_INTERVAL}`);
  if (!Number.isInteger(changes) || changes < 1) throw new Error(`BENCH_CHANGES must be a positive whole number, got ${process.env.BENCH_CHANGES}`);
  return { intervalSeconds, changes };
}

/** One service, its poller at `intervalSeconds`, and `changes` messages created one at a time. */
export async function measureVirtualLag({ intervalSeconds, changes }: VirtualSettings, workDir: string, backends?: PostgresBackends): Promise<VirtualResult> {
  const database = await benchDatabase();
  const unregister = database ? onInterrupt(() => database.drop()) : undefined;
  const receiver = new SignedReceiver();
  let service: Awaited<ReturnType<typeof startServiceInstance>> | undefined;
  try {
    service = await startServiceInstance(workDir, 'virtual', {
      DATABASE_URL: database?.url ?? '',
      SVC_ENCRYPTION_KEY: database ? randomBytes(32).toString('base64') : '',
      SVC_EMULATORS: 'true',
      SVC_WEBHOOK_SANDBOX_POLL_INTERVAL_SECONDS: String(intervalSeconds),
    });
    const { base, child } = service;
    const headers = demoHeaders(service.secretKey);
    const deliveryUrl = await receiver.start();
    await subscribe(service, receiver, deliveryUrl, 'sms', [CREATED]);

    const create = async (): Promise<{ id: string; at: number }> => {
      const response = await fetch(`${base}/sms/messages`, { method: 'POST', headers, body: JSON.stringify(MESSAGE) });
      const at = performance.now();
      if (response.status !== 201) throw new Error(`create refused: ${response.status} ${await response.text()}\n${tail(readFileSync(child.logFile, 'utf8'))}`);
      return { id: ((await response.json()) as { data: { id: string } }).data.id, at };
    };
    const waitMs = 3 * intervalSeconds * 1000 + 15_000;

    // Warm-up: until a message created now is reported, the poller's baseline (which reports nothing) has not run.
    console.error(`virtual: service ready; waiting for the poller's baseline (interval ${intervalSeconds} s)`);
    for (let tries = 0; ; tries++) {
      if (tries >= 6) throw new Error('no created event reached the receiver: is polling running?');
      const canary = await create();
      if ((await receiver.waitForAll([changeKey(CREATED, canary.id)], waitMs)) === 0) break;
    }

    const closeWindow = await cpuWindow([child.pid], backends, database ? new URL(database.url).pathname.slice(1) : undefined);
    const made: Array<{ id: string; at: number }> = [];
    for (let n = 0; n < changes; n++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * intervalSeconds * 1000));
      made.push(await create());
      process.stderr.write(`\r${n + 1}/${changes} changes made`);
    }
    const keys = made.map((change) => changeKey(CREATED, change.id));
    const missing = await receiver.waitForAll(keys, waitMs);
    const cpu = await closeWindow();
    process.stderr.write('\n');
    if (missing > 0) throw new Error(`${missing} of ${changes} changes were not delivered within ${waitMs} ms`);
    const notPolled = keys.filter((key) => receiver.arrivals.get(key)!.detectedBy !== 'polling').length;
    if (notPolled > 0) throw new Error(`${notPolled} created events were not detected by polling`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (!receiver.clean) throw new Error(`virtual: not exactly once: ${receiver.describeProblems()}`);
    const lags = made.map((change) => receiver.arrivals.get(changeKey(CREATED, change.id))!.at - change.at);
    return { intervalSeconds, changes, store: database ? 'PostgreSQL' : 'embedded store', lag: summarizeLags(lags), cpu };
  } finally {
    await receiver.close();
    if (service) await stopChild(service.child);
    await database?.drop().catch(() => {});
    unregister?.();
  }
}

export function virtualTable(result: VirtualResult): string {
  const { lag, intervalSeconds, changes, store } = result;
  return [
    '| path | store | poll interval s | changes | p50 s | p99 s | max s | bound: interval + tick + pass + delivery poll |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    `| virtual (Twilio messages, complete listing) | ${store} | ${intervalSeconds} | ${changes} | ${seconds(lag.p50Ms)} | ${seconds(lag.p99Ms)} | ${seconds(lag.maxMs)} | ${intervalSeconds} s + ≤ 1 s + one pass + ≤ 0.5 s |`,
  ].join('\n');
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-virtual-'));
  removeOnExit(workDir);
  const table = virtualTable(await measureVirtualLag(virtualSettings(), workDir));
  console.log(table);
  writeResult('webhook-virtual-lag.md', `# Virtual webhook lag\n\n${table}\n`);
}

// Run on its own (`npm run bench:webhooks-virtual`); webhooks.ts imports it.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
