/**
 * A fuzz run: hostile clients against a running service, over every
 * operation of every OpenAPI document it serves. First one plain list per
 * collection (ids and cursors to aim at), then `requests` seeded requests, every
 * operation at least once in a seeded order and the rest drawn at random,
 * sent by `concurrency` clients at once; a few are raw bytes no HTTP client
 * would send. Every answer is checked (answer-checks.ts), every write's
 * effect on the platforms (platform-watch.ts) and on the store
 * (store-watch.ts), and at the end the demo consumers' rows must be intact.
 */
import { Agent, request } from 'undici';
import { checkAnswer, parseJson, envelopeProblem, type Answer } from './answer-checks.js';
import { findingOf, type Finding } from './findings.js';
import { markKnown, type KnownIssue } from './known-issues.js';
import { NamedLocks } from './locks.js';
import { loadOperations, type FuzzOperation } from './openapi.js';
import { PLATFORM_DOCUMENTS, Planner, type FuzzTarget, type PlannedRequest } from './plan.js';
import type { PlatformWatch } from './platform-watch.js';
import { isCollectionPath, Pools } from './pools.js';
import { Draw } from './random.js';
import { rawExchange } from './raw-http.js';
import type { StoreSnapshot, StoreWatch } from './store-watch.js';
import { StoreWatch as Store } from './store-watch.js';

export interface FuzzRunOptions {
  baseUrl: string;
  target: FuzzTarget;
  requests: number;
  seed: number;
  concurrency: number;
  platforms: PlatformWatch;
  store?: StoreWatch;
  known?: readonly KnownIssue[];
  /** A request without an answer after this long is a finding (default 30 s). */
  timeoutMs?: number;
  progress?: (line: string) => void;
  /** Sees every request and its answer (FUZZ_TRACE writes them to a file). */
  trace?: (plan: PlannedRequest, answer: Answer) => void;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  primed: number;
  raw: number;
  concurrency: number;
  durationMs: number;
  operations: number;
  uncovered: string[];
  statuses: Record<string, number>;
  /** Findings no known issue explains: the run fails on any. */
  findings: Finding[];
  /** Findings an entry of known-issues.ts explains. */
  known: Finding[];
}

/** Requests no HTTP client sends: the parser's refusals must be envelopes with a Request-Id too. */
const RAW_REQUESTS: ReadonlyArray<(draw: Draw) => string> = [
  () => `GET /vault/consumers?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  () => `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(17_000)}\r\n\r\n`,
  () => 'BLAH\r\n\r\n',
  () => 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n',
  () => 'POST /vault/consumers HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
  () => 'GET /sms/messages HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nabc',
  () => 'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
  () => 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
  (draw) => `${draw.pick(['GET', 'PUT', 'FOO', ''])} /${'x'.repeat(draw.below(20))}\u0000 HTTP/1.1\r\nHost: x\r\n\r\n`,
];

export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const started = Date.now();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const operations = await loadOperations(options.baseUrl);
  const pools = new Pools();
  const planner = new Planner(options.target, pools);
  const locks = new NamedLocks();
  const dispatcher = new Agent({ connections: options.concurrency * 2, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const findings: Finding[] = [];
  const statuses: Record<string, number> = {};
  const covered = new Set<string>();
  const demoIds = new Set(options.target.consumers.map((consumer) => consumer.id));
  const kept = options.store ? onlyDemoRows(await options.store.snapshot(), demoIds) : undefined;
  let raw = 0;

  const send = async (plan: PlannedRequest): Promise<Answer | undefined> => {
    try {
      const response = await request(`${options.baseUrl}${plan.url}`, {
        method: plan.method as 'GET',
        headers: plan.headers,
        ...(plan.body !== undefined ? { body: plan.body } : {}),
        dispatcher,
      });
      const text = await response.body.text();
      return { status: response.statusCode, headers: response.headers as Answer['headers'], text };
    } catch (error) {
      findings.push(findingOf(plan, 'no-answer', (error as Error).message));
      return undefined;
    }
  };

  const execute = async (plan: PlannedRequest): Promise<void> => {
    covered.add(`${plan.operation.document}:${plan.operation.operationId}`);
    const storeLock = PLATFORM_DOCUMENTS.has(plan.operation.document) && plan.operation.document !== 'proxy' && plan.operation.document !== 'connector';
    const lock = plan.consumer !== undefined ? `consumer:${plan.consumer}` : storeLock ? 'store' : undefined;
    await locks.run(lock, plan.writes, async () => {
      if (plan.writes && plan.consumer) findings.push(...options.platforms.beforeWrite(plan.consumer, `before request ${plan.n}`));
      const before: StoreSnapshot | undefined = plan.writes && storeLock && options.store ? await options.store.snapshot() : undefined;
      const answer = await send(plan);
      if (!answer) return;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      options.trace?.(plan, answer);
      findings.push(...checkAnswer(plan, answer));
      if (plan.writes && plan.consumer) findings.push(...options.platforms.afterWrite(plan, answer.status, answer.text));
      if (before && options.store) findings.push(...options.store.judge(plan, answer.status, before, await options.store.snapshot()));
      harvest(pools, plan, answer);
    });
  };

  const executeRaw = async (n: number, draw: Draw): Promise<void> => {
    raw++;
    const bytes = draw.pick(RAW_REQUESTS)(draw);
    const label = { n, operation: { document: 'raw', operationId: bytes.slice(0, 30).replace(/[^\x20-\x7e]/g, '?') }, method: 'RAW', url: '', mutation: 'raw bytes' } as unknown as PlannedRequest;
    try {
      const answer = await rawExchange(options.baseUrl, bytes, timeoutMs);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (!answer.headers['request-id']) findings.push(findingOf(label, 'no-request-id', answer.body.slice(0, 200), answer.status));
      const problem = answer.status >= 400 ? envelopeProblem(answer.status, parseJson(answer.body)) : `status ${answer.status}`;
      if (problem) findings.push(findingOf(label, 'no-envelope', `${problem}; body: ${answer.body.slice(0, 200)}`, answer.status));
    } catch (error) {
      findings.push(findingOf(label, 'no-answer', (error as Error).message));
    }
  };

  // Aim: one plain list of every collection, per demo consumer connected to its API.
  const primers = primingPlans(operations, options.target);
  await pooled(primers, options.concurrency, (plan) => execute(plan));

  const order = shuffled(operations, new Draw(options.seed, -1));
  const platformOperations = operations.filter((operation) => PLATFORM_DOCUMENTS.has(operation.document));
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < options.requests) {
      const n = next++;
      const draw = new Draw(options.seed, n);
      // The first requests take every operation once, in a seeded order; raw bytes only after them.
      if (n >= order.length && draw.chance(0.02)) await executeRaw(n, draw);
      else {
        // After the first pass, the platform APIs (a seventh of the operations, all the store's writes) get a third of the requests.
        const operation = n < order.length ? (order[n] as FuzzOperation) : draw.pick(draw.chance(0.33) ? platformOperations : operations);
        await execute(planner.plan(n, operation, draw));
      }
      if (++done % 500 === 0) options.progress?.(`${done}/${options.requests} requests, ${findings.length} findings, ${Math.round((Date.now() - started) / 1000)} s`);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await dispatcher.close();

  for (const consumer of options.target.consumers) findings.push(...options.platforms.beforeWrite(consumer.id, 'after the last request'));
  if (kept && options.store) findings.push(...Store.lostFrom(kept, onlyDemoRows(await options.store.snapshot(), demoIds)));

  const marked = markKnown(findings, options.known);
  return {
    seed: options.seed,
    requests: options.requests,
    primed: primers.length,
    raw,
    concurrency: options.concurrency,
    durationMs: Date.now() - started,
    operations: operations.length,
    uncovered: operations.map((operation) => `${operation.document}:${operation.operationId}`).filter((id) => !covered.has(id)),
    statuses,
    findings: marked.filter((finding) => finding.known === undefined),
    known: marked.filter((finding) => finding.known !== undefined),
  };
}

function onlyDemoRows(snapshot: StoreSnapshot, demoIds: ReadonlySet<string>): StoreSnapshot {
  return new Map([...snapshot].filter(([key]) => [...demoIds].some((id) => key === `consumer:${id}` || key.startsWith(`connection:${id}/`))));
}

function primingPlans(operations: readonly FuzzOperation[], target: FuzzTarget): PlannedRequest[] {
  const plans: PlannedRequest[] = [];
  const headers = { authorization: `Bearer ${target.key}`, 'x-svc-app-id': target.appId };
  for (const operation of operations) {
    if (operation.method !== 'GET' || !isCollectionPath(operation.path) || operation.path.includes('{') || operation.document === 'proxy') continue;
    const unified = !PLATFORM_DOCUMENTS.has(operation.document);
    const api = operation.path.split('/')[1] ?? '';
    const consumers = unified ? target.consumers.filter((consumer) => consumer.apis.includes(api)).map((consumer) => consumer.id) : [undefined];
    for (const consumer of consumers) {
      plans.push({
        n: -1 - plans.length,
        operation,
        method: 'GET',
        url: operation.parameters.some((parameter) => parameter.name === 'limit') ? `${operation.path}?limit=${unified ? 50 : 100}` : operation.path,
        headers: consumer ? { ...headers, 'x-svc-consumer-id': consumer } : headers,
        ...(consumer ? { consumer } : {}),
        writes: false,
        mutation: 'prime',
      });
    }
  }
  return plans;
}

/** Remembers ids, cursors and the fuzz's own consumers from successful answers. */
function harvest(pools: Pools, plan: PlannedRequest, answer: Answer): void {
  if (answer.status < 200 || answer.status >= 300) return;
  const body = parseJson(answer.text);
  if (!body || typeof body !== 'object') return;
  const { operation } = plan;
  const owner = plan.consumer ?? '-';
  if (Array.isArray(body.data) && isCollectionPath(operation.path) && operation.method === 'GET') {
    for (const item of body.data) pools.add(`${owner}|${operation.path}`, item?.id);
    pools.add(`cursor|${owner}|${operation.path}`, body.meta?.cursors?.next);
  } else if (body.data && typeof body.data === 'object' && operation.method === 'POST' && isCollectionPath(operation.path)) {
    pools.add(`${owner}|${operation.path}`, body.data.id);
  }
  const own = [body.data?.consumer_id, plan.headers['x-svc-consumer-id']].filter((id): id is string => typeof id === 'string' && id.startsWith('fuzz-consumer-'));
  for (const id of own) pools.add('vault|/vault/consumers', id);
}

function shuffled<T>(items: readonly T[], draw: Draw): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = draw.below(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

async function pooled<T>(items: readonly T[], concurrency: number, action: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await action(items[next++] as T);
    }),
  );
}

/** A markdown summary of a run. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const lines = [
    `fuzz: seed ${report.seed}, ${report.requests} requests (+${report.primed} priming lists, ${report.raw} of them raw bytes), ${report.concurrency} clients, ${(report.durationMs / 1000).toFixed(1)} s`,
    `operations: ${report.operations - report.uncovered.length}/${report.operations} covered${report.uncovered.length ? ` (missing: ${report.uncovered.join(', ')})` : ''}`,
    `statuses: ${statuses}`,
    `findings: ${report.findings.length} new, ${report.known.length} known`,
  ];
  const show = (finding: Finding) =>
    `  - [${finding.kind}] #${finding.n} ${finding.method} ${finding.url} ${finding.status ?? ''} (${finding.operation}; ${finding.mutation}${finding.consumer ? `; ${finding.consumer}` : ''}): ${finding.detail}${finding.known ? ` — known: ${finding.known}` : ''}`;
  for (const finding of report.findings.slice(0, 40)) lines.push(show(finding));
  for (const finding of report.known.slice(0, 20)) lines.push(show(finding));
  return lines.join('\n');
}
