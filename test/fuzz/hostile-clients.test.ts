/**
 * The project's own fuzz test (issue 21, item 8): seeded hostile requests over
 * every operation of every OpenAPI document the service serves, from
 * concurrent clients, across the three demo consumers of app_demo, with every
 * emulator and the embedded PostgreSQL store. It fails on any 5xx, any answer
 * without the error envelope or a Request-Id, anything an error answer left at
 * a platform or in the store, and any record lost (bench/fuzz/).
 *
 * CI runs a fixed seed at a size that keeps it to well under a minute; the
 * 10,000-request run is the same test with FUZZ_REQUESTS (bench/README.md):
 *   FUZZ_REQUESTS=10000 FUZZ_SEED=7 npm run fuzz
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_ISSUES } from '../../bench/fuzz/known-issues.js';
import { PlatformWatch, type JournalSource } from '../../bench/fuzz/platform-watch.js';
import { formatReport, runFuzz } from '../../bench/fuzz/run.js';
import { StoreWatch } from '../../bench/fuzz/store-watch.js';
import type { FuzzConsumer } from '../../bench/fuzz/plan.js';
import { CONNECTORS } from '../../src/connectors/all.js';
import { ConnectorRegistry } from '../../src/connectors/registry.js';
import { DEFAULT_DOWNSTREAM_WAIT_MS } from '../../src/connectors/framework/time-budget.js';
import type { KitEmulatorHandle } from '../../src/sandbox/framework/kit/platform.js';
import { EMULATORS } from '../../src/sandbox/index.js';
import { DEMO_CONNECTIONS, DEMO_CONSUMER_ID, ensureDemoSandbox } from '../../src/server/demo.js';
import { startTestService, type TestService } from '../helpers/service.js';

// Every shipped connector, loaded now (the service's own registry loads them on first use).
const defaultRegistry = new ConnectorRegistry(CONNECTORS);

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2_500);
const SEED = Number(process.env.FUZZ_SEED ?? 21);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 6);

/** Delivery URLs and proxy targets resolve to a documentation address (RFC 5737 is refused as private; 192.0.2.x would be too). */
const offlineResolver = async () => [{ address: '93.184.215.14', family: 4 }];

describe('hostile clients', () => {
  let svc: TestService;
  let secretKey: string;

  beforeAll(async () => {
    // The production default wait: a spent platform window answers 429 rather than holding a client.
    svc = await startTestService({ emulators: [...EMULATORS], webhooks: { resolver: offlineResolver }, proxy: { resolver: offlineResolver }, config: { downstreamWaitMs: DEFAULT_DOWNSTREAM_WAIT_MS } });
    const demo = await ensureDemoSandbox(svc.store.db, svc.service.vault, svc.keyring, svc.service.integrations);
    if (!demo.secretKey) throw new Error('the demo sandbox has no key');
    secretKey = demo.secretKey;
  }, 120_000);
  afterAll(() => svc?.close());

  it(
    `answers ${REQUESTS} hostile requests (seed ${SEED}) with envelopes, no 5xx, nothing left behind, nothing lost`,
    async () => {
      const consumers = new Map<string, { apis: string[]; services: string[] }>();
      for (const connection of DEMO_CONNECTIONS) {
        const entry = consumers.get(connection.consumerId ?? DEMO_CONSUMER_ID) ?? { apis: [], services: [] };
        entry.apis.push(connection.unifiedApi);
        entry.services.push(connection.serviceId);
        consumers.set(connection.consumerId ?? DEMO_CONSUMER_ID, entry);
      }
      const demoConsumers: FuzzConsumer[] = [...consumers].map(([id, entry]) => ({ id, ...entry }));
      const journals = Object.fromEntries(Object.entries(svc.emulators).map(([id, handle]) => [id, (handle as KitEmulatorHandle).kit as JournalSource]));
      const report = await runFuzz({
        baseUrl: svc.url,
        target: { appId: 'app_demo', key: secretKey, consumers: demoConsumers, serviceIds: defaultRegistry.all.map((connector) => connector.id) },
        requests: REQUESTS,
        seed: SEED,
        concurrency: CONCURRENCY,
        platforms: new PlatformWatch(journals, Object.fromEntries(demoConsumers.map((consumer) => [consumer.id, consumer.services]))),
        store: new StoreWatch(svc.store.db, 'app_demo'),
        known: KNOWN_ISSUES,
        progress: (line) => console.log(line),
        // FUZZ_TRACE=path writes every request and the start of its answer there, one line each.
        ...(process.env.FUZZ_TRACE
          ? { trace: (plan, answer) => appendFileSync(process.env.FUZZ_TRACE as string, `${JSON.stringify({ n: plan.n, op: plan.operation.operationId, method: plan.method, url: plan.url.slice(0, 200), mutation: plan.mutation, status: answer.status, answer: answer.text.slice(0, 300) })}\n`) }
          : {}),
      });
      const summary = formatReport(report);
      mkdirSync('test-artifacts', { recursive: true });
      writeFileSync('test-artifacts/fuzz-latest.md', `${summary}\n\n${JSON.stringify(report, null, 1)}\n`);
      console.log(summary);
      expect(report.uncovered).toEqual([]);
      expect(report.findings.map((finding) => `[${finding.kind}] #${finding.n} ${finding.method} ${finding.url} ${finding.status ?? ''}: ${finding.detail}`)).toEqual([]);
    },
    Math.max(300_000, REQUESTS * 200),
  );
});
