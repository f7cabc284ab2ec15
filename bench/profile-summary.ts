/**
 * Reads a V8 .cpuprofile (from `node --cpu-prof`, e.g. BENCH_CPU_PROF=dir npm
 * run bench) and prints where the time went: self time by function, and by
 * owner (a package under node_modules, a part of src/, Node's internals), so
 * the cost of the framework, the logger and our own code can be told apart.
 *
 * Usage: node dist/bench/profile-summary.js <file.cpuprofile> [--top 25] [--skip 0] [--requests N]
 * --skip ignores the first seconds of the profile (the start-up, opening the store);
 * --requests adds a column of microseconds per request, to compare two processes
 * that served different numbers of requests.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function owner(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  const part = /dist\/(src\/[^/]+|bench)/.exec(url);
  return part ? (part[1] as string) : url;
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\/.*?\/(node_modules|dist)\//, '$1/');
}

function table(title: string, totals: Map<string, number>, all: number, top: number, requests: number | undefined): string {
  const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
  const perRequest = (micros: number) => (requests ? `${(micros / requests).toFixed(1).padStart(7)} µs/req  ` : '');
  return [
    title,
    ...rows.map(
      ([name, micros]) => `${((100 * micros) / all).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${perRequest(micros)}${name}`,
    ),
  ].join('\n');
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '25' }, skip: { type: 'string', default: '0' }, requests: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('usage: profile-summary <file.cpuprofile> [--top 25] [--skip seconds]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(values.top);
const skipMicros = Number(values.skip) * 1e6;
const requests = values.requests === undefined ? undefined : Number(values.requests);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
let elapsed = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed >= skipMicros) selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
});

const byFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
let all = 0;
let idle = 0;
for (const [id, micros] of selfMicros) {
  const frame = (byId.get(id) as ProfileNode).callFrame;
  if (frame.functionName === '(idle)') {
    idle += micros;
    continue;
  }
  all += micros;
  const name = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  const who = owner(frame.url, frame.functionName);
  byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
}

const busyPerRequest = requests ? `, ${(all / requests).toFixed(0)} µs per request` : '';
console.log(`busy ${(all / 1000).toFixed(0)} ms${busyPerRequest}, idle ${(idle / 1000).toFixed(0)} ms (percentages are of busy time)\n`);
console.log(table('self time by owner', byOwner, all, top, requests));
console.log('');
console.log(table('self time by function', byFunction, all, top, requests));
