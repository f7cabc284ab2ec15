/**
 * `npm run bench:mixed`: the whole default setup (`npm start`: embedded
 * PostgreSQL, the emulators in the service's process, the demo) under a mixed
 * load (issue 20): reads and writes over every served unified API, from the
 * first two demo consumers (ten connectors between them), at 50 connections
 * for BENCH_MIXED_SECONDS (60). Reported: throughput, p50/p99 latency, every
 * answer that was not the one expected (none allowed: the run fails), the
 * peak memory of the service and of its whole process tree, and the memory a
 * quiet moment after the load (BENCH_SETTLE, 15 s) against the same reading
 * before it. As APIs are added to the mix, their cost shows up here.
 *
 * The emulators' own rate limits (and Vonage's balance, by its auto-reload) are lifted through their control planes
 * before the load: this measures the service, not the platforms' quotas
 * (which `test/` and `bench:policies` exercise). Each connection sends the
 * operations in turn; writes carry unique names (QuickBooks and Xero refuse a
 * second customer of the same name). Linux only (reads /proc).
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { peakRssMb, resetPeakRss, rssMb } from './proc-stats.js';
import { samplePeak, treeMemory } from './process-tree.js';
import { pause, secondsFromEnv } from './env-seconds.js';
import { removeOnExit, stopChild } from './processes.js';
import { defaultSetupEnv, startMain } from './service-main.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CONNECTIONS = 50;

const LOAD_S = secondsFromEnv('BENCH_MIXED_SECONDS', 60);
const SETTLE_S = secondsFromEnv('BENCH_SETTLE', 15);

interface Operation {
  name: string;
  consumer: 1 | 2;
  method: 'GET' | 'POST';
  path: string;
  /** A fresh body per request (unique names). */
  body?: (unique: string) => unknown;
  expected: number;
}

let sequence = 0;
const unique = () => `${process.pid}-${++sequence}`;

/** The mix; ticket writes need a collection of each consumer's tracker, read at start. */
function operations(collections: { 1: string; 2: string }): Operation[] {
  const read = (consumer: 1 | 2, name: string, pathAndQuery: string): Operation => ({ name: `${name} (consumer ${consumer})`, consumer, method: 'GET', path: pathAndQuery, expected: 200 });
  const write = (consumer: 1 | 2, name: string, target: string, body: (id: string) => unknown): Operation => ({ name: `${name} (consumer ${consumer})`, consumer, method: 'POST', path: target, body, expected: 201 });
  return [
    read(1, 'GET /sms/messages', '/sms/messages?limit=20'),
    write(1, 'POST /sms/messages', '/sms/messages', (id) => ({ from: '+15017122661', to: '+15017122662', body: `Mixed load ${id}` })),
    // Vonage's SMS API keeps no list of sent messages: the second consumer only sends.
    write(2, 'POST /sms/messages', '/sms/messages', (id) => ({ from: '+15017122661', to: '+15017122662', body: `Mixed load ${id}` })),
    read(1, 'GET /customer-support/customers', '/customer-support/customers?limit=20'),
    write(1, 'POST /customer-support/customers', '/customer-support/customers', (id) => ({ first_name: 'Ada', last_name: `Load ${id}` })),
    read(2, 'GET /customer-support/customers', '/customer-support/customers?limit=20'),
    write(2, 'POST /customer-support/customers', '/customer-support/customers', (id) => ({ first_name: 'Ada', last_name: `Load ${id}`, emails: [{ email: `load.${id}@example.com`, type: 'primary' }] })),
    read(1, 'GET /issue-tracking/collections/{id}/tickets', `/issue-tracking/collections/${encodeURIComponent(collections[1])}/tickets?limit=20`),
    write(1, 'POST /issue-tracking/collections/{id}/tickets', `/issue-tracking/collections/${encodeURIComponent(collections[1])}/tickets`, (id) => ({ subject: `Mixed load ${id}` })),
    read(2, 'GET /issue-tracking/collections/{id}/tickets', `/issue-tracking/collections/${encodeURIComponent(collections[2])}/tickets?limit=20`),
    write(2, 'POST /issue-tracking/collections/{id}/tickets', `/issue-tracking/collections/${encodeURIComponent(collections[2])}/tickets`, (id) => ({ subject: `Mixed load ${id}` })),
    read(1, 'GET /crm/contacts', '/crm/contacts?limit=20'),
    write(1, 'POST /crm/contacts', '/crm/contacts', (id) => ({ first_name: 'Ada', last_name: `Load ${id}` })),
    read(2, 'GET /crm/opportunities', '/crm/opportunities?limit=20'),
    write(2, 'POST /crm/contacts', '/crm/contacts', (id) => ({ first_name: 'Ada', last_name: `Load ${id}` })),
    read(1, 'GET /accounting/invoices', '/accounting/invoices?limit=20'),
    write(1, 'POST /accounting/customers', '/accounting/customers', (id) => ({ display_name: `Mixed Load ${id}` })),
    read(2, 'GET /accounting/invoices', '/accounting/invoices?limit=20'),
    write(2, 'POST /accounting/customers', '/accounting/customers', (id) => ({ display_name: `Mixed Load ${id}` })),
    read(2, 'GET /accounting/ledger-accounts', '/accounting/ledger-accounts?limit=20'),
  ];
}

interface Demo {
  baseUrl: string;
  secretKey: string;
  emulators: Record<string, string>;
}

function demoFrom(banner: string): Demo {
  const baseUrl = /listening on (\S+)/.exec(banner)?.[1];
  const secretKey = /secret key:\s+(sk_sandbox_\S+)/.exec(banner)?.[1];
  const emulatorLine = /emulators:\s+(.+)/.exec(banner)?.[1];
  if (!baseUrl || !secretKey || !emulatorLine) throw new Error(`the banner lacks the service URL, the sandbox key or the emulators:\n${banner}`);
  const emulators = Object.fromEntries(emulatorLine.split(', ').map((pair) => pair.split(' ') as [string, string]));
  return { baseUrl, secretKey, emulators };
}

/** Every emulator's limits out of the way (rate limits, Vonage's balance); the ones with limits of their own through their own controls. */
async function liftLimits(emulators: Record<string, string>): Promise<void> {
  const post = async (url: string, body: unknown) => {
    const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (answer.status !== 204) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  };
  for (const url of Object.values(emulators)) await post(`${url}/__emulator/rate-limit`, { limit: 1_000_000_000, window_ms: 10_000 });
  if (emulators.quickbooks) await post(`${emulators.quickbooks}/__emulator/quickbooks/limits`, { per_minute: 1_000_000_000, concurrent: 1_000_000 });
  if (emulators.xero) await post(`${emulators.xero}/__emulator/xero/rate-limits`, { minute: 1_000_000_000, day: 1_000_000_000, concurrent: 1_000_000, app_minute: 1_000_000_000 });
  // Vonage's balance pays for about 850 messages; a minute of this load sends more (402s from 2026-11-30 on a faster machine).
  if (emulators.vonage) await post(`${emulators.vonage}/__emulator/switches`, { name: 'auto_reload', value: true });
}

function headersFor(demo: Demo, consumer: 1 | 2): Record<string, string> {
  return { authorization: `Bearer ${demo.secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': consumer === 1 ? 'demo-consumer' : 'demo-consumer-2', 'content-type': 'application/json' };
}

async function firstCollection(demo: Demo, consumer: 1 | 2): Promise<string> {
  const answer = await fetch(`${demo.baseUrl}/issue-tracking/collections?limit=1`, { headers: headersFor(demo, consumer) });
  const body = (await answer.json()) as { data?: { id: string }[] };
  const id = body.data?.[0]?.id;
  if (answer.status !== 200 || id === undefined) throw new Error(`consumer ${consumer} has no issue-tracking collection (${answer.status})`);
  return id;
}

interface Tally {
  latencies: number[];
  /** Latencies by operation: each connection sends the operations in turn, so its n-th answer is operation n mod their number (exact without socket errors or timeouts, which restart a connection). */
  byOperation: Map<string, number[]>;
  unexpected: Map<string, Map<number, number>>;
  served: Map<string, number>;
}

async function load(demo: Demo, mix: Operation[]): Promise<{ tally: Tally; seconds: number; errors: number; timeouts: number }> {
  const tally: Tally = { latencies: [], byOperation: new Map(), unexpected: new Map(), served: new Map() };
  const answered = new Map<unknown, number>();
  const began = performance.now();
  const instance = autocannon({
    url: demo.baseUrl,
    connections: CONNECTIONS,
    duration: LOAD_S,
    timeout: 10,
    requests: mix.map((operation) => ({
      method: operation.method,
      path: operation.path,
      headers: headersFor(demo, operation.consumer),
      ...(operation.body ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(operation.body?.(unique())) }) } : {}),
      onResponse: (status) => {
        tally.served.set(operation.name, (tally.served.get(operation.name) ?? 0) + 1);
        if (status === operation.expected) return;
        const byStatus = tally.unexpected.get(operation.name) ?? new Map<number, number>();
        byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        tally.unexpected.set(operation.name, byStatus);
      },
    })),
  });
  instance.on('response', (client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
    tally.latencies.push(responseTimeMs);
    const index = answered.get(client) ?? 0;
    answered.set(client, index + 1);
    const name = (mix[index % mix.length] as Operation).name;
    const latencies = tally.byOperation.get(name) ?? [];
    latencies.push(responseTimeMs);
    tally.byOperation.set(name, latencies);
  });
  const result = await instance;
  return { tally, seconds: (performance.now() - began) / 1000, errors: result.errors, timeouts: result.timeouts };
}

function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-mixed-'));
  removeOnExit(workDir);
  const { child } = await startMain('service (default setup)', { ...defaultSetupEnv(path.join(workDir, 'data')), SVC_LOG_LEVEL: 'warn' }, path.join(workDir, 'service.log'), /Try it:/);
  try {
    const demo = demoFrom(readFileSync(child.logFile, 'utf8'));
    await liftLimits(demo.emulators);
    const mix = operations({ 1: await firstCollection(demo, 1), 2: await firstCollection(demo, 2) });
    await pause(SETTLE_S * 1000);
    const before = { service: rssMb(child.pid), tree: treeMemory(child.pid) };
    resetPeakRss(child.pid);
    const stopSampling = samplePeak(child.pid, 500);
    console.error(`mixed load: ${mix.length} operations, ${CONNECTIONS} connections, ${LOAD_S} s …`);
    const run = await load(demo, mix);
    const peakTree = stopSampling();
    const peakService = peakRssMb(child.pid);
    await pause(SETTLE_S * 1000);
    const after = { service: rssMb(child.pid), tree: treeMemory(child.pid) };

    const sorted = Float64Array.from(run.tally.latencies).sort();
    const unexpected = [...run.tally.unexpected].flatMap(([name, byStatus]) => [...byStatus].map(([status, count]) => `${name}: ${count} × ${status}`));
    const failures = unexpected.length + run.errors + run.timeouts;
    const growth = (now: number, was: number) => `${now >= was ? '+' : ''}${(((now - was) / was) * 100).toFixed(0)} %`;
    const text = [
      '| measurement | value |',
      '|---|---:|',
      `| requests answered (${LOAD_S} s, ${CONNECTIONS} connections, ${mix.length} operations in turn) | ${sorted.length} |`,
      `| requests a second | **${(sorted.length / run.seconds).toFixed(0)}** |`,
      `| p50 / p99 latency (ms) | ${percentile(sorted, 0.5).toFixed(1)} / ${percentile(sorted, 0.99).toFixed(1)} |`,
      `| unexpected answers, socket errors, timeouts | **${unexpected.length === 0 ? 0 : unexpected.join('; ')}**, ${run.errors}, ${run.timeouts} |`,
      `| service RSS before / peak / ${SETTLE_S} s after (MB) | ${before.service.toFixed(0)} / ${peakService.toFixed(0)} / ${after.service.toFixed(0)} (${growth(after.service, before.service)}) |`,
      `| whole tree PSS before / peak / after (MB) | ${before.tree.pssMb.toFixed(0)} / ${peakTree.pssMb.toFixed(0)} / ${after.tree.pssMb.toFixed(0)} (${growth(after.tree.pssMb, before.tree.pssMb)}) |`,
      '',
      `Per operation (answers): ${mix.map((operation) => `${operation.name} ${run.tally.served.get(operation.name) ?? 0}`).join(', ')}.`,
      '',
      '| operation | p50 ms | p99 ms |',
      '|---|---:|---:|',
      ...mix.map((operation) => {
        const own = Float64Array.from(run.tally.byOperation.get(operation.name) ?? []).sort();
        return `| ${operation.name} | ${percentile(own, 0.5).toFixed(1)} | ${percentile(own, 0.99).toFixed(1)} |`;
      }),
      '',
      `- date: ${new Date().toISOString()}; Node ${process.version}; ${os.cpus().length} logical cores; load average before: ${os.loadavg()[0]?.toFixed(2)}`,
    ].join('\n');
    console.log(text);
    const resultsDir = path.resolve(here, '../../bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'mixed-load-latest.md'), `# Mixed load on the default setup\n\n${text}\n`);
    if (failures > 0) {
      console.error('the mixed load had failures: see the table');
      process.exitCode = 1;
    }
  } finally {
    await stopChild(child, 20_000);
  }
}

await main();
process.exit(process.exitCode ?? 0);
