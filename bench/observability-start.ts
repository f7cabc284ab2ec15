/**
 * What tracing and metrics cost at start: loads the service's modules in a
 * fresh Node process, with tracing off and on (OTLP endpoint set, nothing
 * listening: exports happen later and fail quietly), and reports the time to
 * load the tracing set-up and the service's modules, and the memory after.
 *
 *   npm run build && node dist/bench/observability-start.js [runs]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 7);
const dist = path.resolve(import.meta.dirname, '..');
const probe = `
const t = performance.now();
await import(${JSON.stringify(path.join(dist, 'src/server/tracing/register.js'))});
const tracing = performance.now() - t;
const t2 = performance.now();
await import(${JSON.stringify(path.join(dist, 'src/server/app.js'))});
await import(${JSON.stringify(path.join(dist, 'src/server/metrics/service-metrics.js'))}).then((m) => new m.ServiceMetrics());
console.log(JSON.stringify({ tracing, modules: performance.now() - t2, rss: process.memoryUsage().rss }));
process.exit(0);`;

const variants: Array<{ name: string; env: Record<string, string> }> = [
  { name: 'tracing off', env: {} },
  { name: 'tracing on (OTLP)', env: { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const results = new Map<string, Array<{ tracing: number; modules: number; rss: number }>>();
for (let i = 0; i < runs; i++) {
  // Alternated, so a busy moment of the machine weighs on both.
  for (const variant of variants) {
    const env = { ...process.env, OTEL_TRACES_EXPORTER: '', OTEL_EXPORTER_OTLP_ENDPOINT: '', ...variant.env };
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env, encoding: 'utf8' });
    const list = results.get(variant.name) ?? [];
    list.push(JSON.parse(out.trim().split('\n').pop() as string));
    results.set(variant.name, list);
  }
}
console.log(`| variant | tracing set-up (ms, median of ${runs}) | service modules + metrics registry (ms) | RSS after (MB) |`);
console.log('|---|---|---|---|');
for (const [name, list] of results) {
  console.log(`| ${name} | ${median(list.map((r) => r.tracing)).toFixed(0)} | ${median(list.map((r) => r.modules)).toFixed(0)} | ${(median(list.map((r) => r.rss)) / 1048576).toFixed(0)} |`);
}
