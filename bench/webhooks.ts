/**
 * `npm run bench:webhooks`: events a second from a change at a platform to its
 * signed delivery, with one and with two service instances, and the delivery
 * lag p50/p99 of the native path (created and updated apart) and of the
 * virtual path, in one table (also written to bench/results/webhooks-latest.md).
 *
 * Native: webhook-native.ts (the Zendesk emulator's own webhooks, instances on
 * one PostgreSQL database behind a round-robin public URL). Virtual:
 * webhook-virtual-lag.ts (Twilio messages learnt by polling). Every delivery
 * is verified with `standardwebhooks` and must arrive exactly once, or the
 * run fails.
 *
 * Env: BENCH_WEBHOOK_INSTANCES ("1,2"), BENCH_WEBHOOK_RATE (changes a second,
 * 10), BENCH_WEBHOOK_STEADY (100), BENCH_WEBHOOK_BURST (400),
 * BENCH_WEBHOOK_BURST_CONCURRENCY (16), BENCH_POLL_INTERVAL (5) and
 * BENCH_CHANGES (30) for the virtual path, BENCH_VIRTUAL=false to leave it
 * out, BENCH_DATABASE_URL, BENCH_WEBHOOK_BUDGET (seconds, 480: past it the run
 * stops as on Ctrl-C). Children are killed, databases dropped and the scratch
 * directory removed however it ends.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminUrl } from './database.js';
import { removeOnExit } from './processes.js';
import { PostgresBackends } from './shared-stores.js';
import { machineConditions, seconds, writeResult, type CpuSpent } from './webhook-harness.js';
import { measureNative, nativeSettings, type NativeRow } from './webhook-native.js';
import { measureVirtualLag, virtualSettings, type VirtualResult } from './webhook-virtual-lag.js';

function instanceCounts(): number[] {
  const counts = (process.env.BENCH_WEBHOOK_INSTANCES ?? '1,2').split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 4)) throw new Error(`BENCH_WEBHOOK_INSTANCES must list instance counts from 1 to 4, got ${process.env.BENCH_WEBHOOK_INSTANCES}`);
  return counts;
}

const perEvent = (micros: number | undefined, events: number) => (micros === undefined ? 'n/a' : (micros / events / 1000).toFixed(2));

function cpuCells(cpu: CpuSpent, events: number): string {
  return `${perEvent(cpu.serviceMicros, events)} | ${perEvent(cpu.databaseMicros, events)} | ${cpu.otherCores.toFixed(2)}`;
}

function table(rows: NativeRow[], virtual: VirtualResult | undefined): string {
  const lines = [
    '| path | instances | load | event | changes | events/s | wall s | lag p50 s | lag p99 s | lag max s | p50 split s: change → received → delivered | service CPU ms/event | PostgreSQL CPU ms/event | other load (cores) | inbound per instance |',
    '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|',
    ...rows.map((row) =>
      `| native (Zendesk users) | ${row.instances} | ${row.load} | ${row.event} | ${row.changes} | ${row.eventsPerSecond.toFixed(1)} | ${row.wallSeconds.toFixed(1)} | ` +
        `${seconds(row.lag.p50Ms)} | ${seconds(row.lag.p99Ms)} | ${seconds(row.lag.maxMs)} | ${seconds(row.split.toReceivedP50Ms)} + ${seconds(row.split.receivedToDeliveredP50Ms)} | ${cpuCells(row.cpu, row.changes)} | ${row.inboundSplit.join(' / ')} |`,
    ),
  ];
  if (virtual) {
    lines.push(
      `| virtual (Twilio messages, polled every ${virtual.intervalSeconds} s, ${virtual.store}) | 1 | one at a time, random pause ≤ interval | created | ${virtual.changes} | – | – | ` +
        `${seconds(virtual.lag.p50Ms)} | ${seconds(virtual.lag.p99Ms)} | ${seconds(virtual.lag.maxMs)} | – | – | – | ${virtual.cpu.otherCores.toFixed(2)} | – |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const budgetSeconds = Number(process.env.BENCH_WEBHOOK_BUDGET ?? '480');
  // Past the budget, stop as on Ctrl-C: processes.ts kills the children and drops the databases.
  setTimeout(() => {
    console.error(`\nthe run took more than ${budgetSeconds} s (BENCH_WEBHOOK_BUDGET)`);
    process.kill(process.pid, 'SIGTERM');
  }, budgetSeconds * 1000).unref();
  const counts = instanceCounts();
  const native = nativeSettings();
  const virtualWanted = process.env.BENCH_VIRTUAL !== 'false';
  const virtual = virtualWanted ? virtualSettings() : undefined;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-webhooks-'));
  removeOnExit(workDir);
  const loadBefore = os.loadavg().map((value) => value.toFixed(2)).join(' / ');

  let backends: PostgresBackends | undefined;
  try {
    backends = await PostgresBackends.open();
  } catch {
    throw new Error(`PostgreSQL not reachable at ${adminUrl()}: the native path runs its instances on one PostgreSQL database`);
  }
  try {
    const rows: NativeRow[] = [];
    for (const count of counts) rows.push(...(await measureNative(count, native, workDir, backends)).rows);
    const virtualResult = virtual ? await measureVirtualLag(virtual, workDir, backends) : undefined;
    const report = [
      table(rows, virtualResult),
      '',
      `PostgreSQL ${await backends.version()}${backends.local ? '' : ' (not on this machine: its CPU reads n/a)'}; every delivery verified with standardwebhooks and received exactly once.`,
      '',
      machineConditions(),
      `- load average before the run (1 / 5 / 15 min): ${loadBefore}`,
      '',
    ].join('\n');
    console.log(`\n${report}`);
    console.error(`written to ${writeResult('webhooks-latest.md', `# Webhook benchmark\n\n${report}`)}`);
  } finally {
    await backends.close();
  }
}

main().catch((error: unknown) => {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  // Exit now: a child still starting would otherwise keep the benchmark alive (the exit hook kills it).
  process.exit(1);
});
