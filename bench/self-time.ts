/**
 * A gateway's own time per request, measured inside it: loaded with
 * `node --import dist/bench/self-time.js` into the floor or the service
 * (ab-latency.ts does), it reads Node's and undici's diagnostics channels
 * and splits each request that makes one platform call into
 *
 * - `pre`: from the request's headers parsed to the platform call's headers
 *   written (routing, checks, building the call);
 * - `wait`: from those headers written to the platform's headers read (the
 *   platform's own time, and how soon the gateway notices its answer);
 * - `post`: from the platform's headers to the answer finished (reading,
 *   parsing, mapping, the envelope, writing).
 *
 * `pre + post` is the gateway's self time: what the floor/service latency
 * ratio is about, without the platform's time, which on a small shared
 * machine moves more between runs than the whole difference being measured.
 * Requests run one at a time here (one connection), so "the request" is
 * simply the latest one. SIGUSR2 writes the medians since the last signal to
 * `$BENCH_SELF_TIME_DIR/<pid>.json` and starts over.
 */
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SelfTime {
  requests: number;
  /** Medians in microseconds. */
  pre: number;
  wait: number;
  post: number;
  self: number;
}

interface Marks {
  start: number;
  sent?: number;
  answered?: number;
}

const dir = process.env.BENCH_SELF_TIME_DIR;
const micros = () => Number(process.hrtime.bigint()) / 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] as number);
}

if (dir) {
  let current: Marks | undefined;
  let samples: Array<{ pre: number; wait: number; post: number }> = [];
  subscribe('http.server.request.start', () => {
    current = { start: micros() };
  });
  subscribe('undici:client:sendHeaders', () => {
    if (current && current.sent === undefined) current.sent = micros();
  });
  subscribe('undici:request:headers', () => {
    if (current && current.sent !== undefined && current.answered === undefined) current.answered = micros();
  });
  subscribe('http.server.response.finish', () => {
    const done = micros();
    if (current?.sent !== undefined && current.answered !== undefined) {
      samples.push({ pre: current.sent - current.start, wait: current.answered - current.sent, post: done - current.answered });
    }
    current = undefined;
  });
  process.on('SIGUSR2', () => {
    const summary: SelfTime = {
      requests: samples.length,
      pre: median(samples.map((sample) => sample.pre)),
      wait: median(samples.map((sample) => sample.wait)),
      post: median(samples.map((sample) => sample.post)),
      self: median(samples.map((sample) => sample.pre + sample.post)),
    };
    samples = [];
    writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(summary));
  });
}
