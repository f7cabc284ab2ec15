/**
 * `npm run bench:files`: a large file moved through the service without being
 * held (issue 25): BENCH_FILE_MB (1024) made on the fly from a pattern,
 * uploaded through `POST /file-storage/upload-sessions` (a PUT per part, then
 * the finish) and straight at the Box emulator with Box's chunked upload API,
 * then downloaded both ways (`GET /file-storage/files/{id}/download` and Box's
 * `GET /2.0/files/{id}/content`), every download checked by SHA-256. For each:
 * seconds, MB/s, and the service's RSS before, at its peak (sampled every
 * 100 ms) and after; then service/direct throughput.
 *
 * The emulator and the service each run in their own process; the service in
 * production shape (bench/file-transfer-setup.ts). A small warm-up transfer
 * each way comes first, so the code a first transfer loads is not counted as
 * the file's cost, and the service settles before each transfer through it
 * (BENCH_SETTLE). BENCH_FILES_HEAP=true adds the service's own heap and
 * Buffer figures (memory-usage-log.ts). Linux only (reads /proc). Results: stdout and
 * bench/results/file-transfer-latest.md.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PART_SIZE } from '../src/sandbox/box/upload-sessions.js';
import { benchDatabase, adminUrl } from './database.js';
import { downloadAndCheck, uploadDirect, uploadThroughService } from './file-transfer-clients.js';
import { patternDigests, type FileDigests } from './file-pattern.js';
import { BOX_TOKEN, startBoxEmulator, startService, type ServiceUnderTest } from './file-transfer-setup.js';
import { pause, secondsFromEnv } from './env-seconds.js';
import { onInterrupt, ownCpuMicros, removeOnExit, stopChild } from './processes.js';
import { systemBusyMicros } from './proc-stats.js';
import { heapPeaks, type HeapPeaks } from './memory-usage-read.js';
import { sampleRss, type RssWindow } from './rss-sampler.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 1024);
/** Box opens sessions for files of 20 MB and more: the warm-up's file is just above. */
const WARM_UP_MB = 24;

/** BENCH_FILES_HEAP=true: the service also logs its heap and Buffers (memory-usage-log.ts), reported beside its RSS. */
const HEAP = process.env.BENCH_FILES_HEAP === 'true';
let memoryLog: string | undefined;

interface Measured {
  name: string;
  seconds: number;
  rss: RssWindow;
  heap: HeapPeaks | undefined;
}

async function measure(name: string, servicePid: number, work: () => Promise<unknown>): Promise<Measured> {
  console.error(`${name} …`);
  const began = performance.now();
  const from = Date.now();
  const { rss } = await sampleRss(servicePid, work);
  const seconds = (performance.now() - began) / 1000;
  return { name, seconds, rss, heap: memoryLog ? heapPeaks(memoryLog, from, Date.now()) : undefined };
}

const slug = (label: string) => label.replace(/[^a-z0-9]+/gi, '-');

interface Run {
  uploads: [Measured, Measured];
  downloads: [Measured, Measured];
  otherCores: number;
}

/**
 * Before a transfer through the service, a quiet moment long enough for the
 * service's idle reclaim (5 s without a request, at most every 30 s) to have
 * collected the last transfer's Buffers, so they are not in "before" (what
 * glibc keeps resident for reuse still is: bench/README.md, File transfers).
 */
const SETTLE_S = secondsFromEnv('BENCH_SETTLE', 35);

async function transfers(service: ServiceUnderTest, emulatorUrl: string, file: FileDigests, label: string, pid: number, settleMs: number): Promise<Run> {
  const { client } = service;
  let serviceFile = '';
  let directFile = '';
  const busyBefore = systemBusyMicros();
  const ownBefore = ownCpuMicros();
  const began = performance.now();
  await pause(settleMs);
  const throughService = await measure(`upload through the service (${label})`, pid, async () => (serviceFile = await uploadThroughService(client, file, `bench-service-${slug(label)}.bin`)));
  const direct = await measure(`upload at the emulator (${label})`, pid, async () => (directFile = await uploadDirect(emulatorUrl, BOX_TOKEN, file, `bench-direct-${slug(label)}.bin`)));
  await pause(settleMs);
  const downService = await measure(`download through the service (${label})`, pid, () => downloadAndCheck(`${client.baseUrl}/file-storage/files/${serviceFile}/download`, client.headers, file));
  const downDirect = await measure(`download at the emulator (${label})`, pid, () => downloadAndCheck(`${emulatorUrl}/2.0/files/${directFile}/content`, { authorization: `Bearer ${BOX_TOKEN}` }, file));
  const elapsedMicros = (performance.now() - began) * 1000;
  const other = Math.max(0, systemBusyMicros() - busyBefore - (ownCpuMicros() - ownBefore));
  return { uploads: [throughService, direct], downloads: [downService, downDirect], otherCores: other / elapsedMicros };
}

const mbps = (run: Measured, size: number) => size / MiB / run.seconds;
const mb = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(1));

function report(run: Run, size: number): string {
  const heapHeads = HEAP ? [' heap used, peak (MB) | Buffers (arrayBuffers), peak (MB) |', '---:|---:|'] : ['', ''];
  const rows = [`| transfer | seconds | MB/s | service RSS before (MB) | peak, sampled (MB) | after (MB) | peak − before (MB) | VmHWM (MB) |${heapHeads[0]}`, `|---|---:|---:|---:|---:|---:|---:|---:|${heapHeads[1]}`];
  for (const measured of [...run.uploads, ...run.downloads]) {
    const { rss, heap } = measured;
    const heapCells = HEAP ? ` ${mb(heap?.heapUsedMb)} | ${mb(heap?.arrayBuffersMb)} |` : '';
    rows.push(`| ${measured.name.replace(/ \(.*\)$/, '')} | ${measured.seconds.toFixed(1)} | ${mbps(measured, size).toFixed(0)} | ${mb(rss.beforeMb)} | ${mb(rss.peakMb)} | ${mb(rss.afterMb)} | **${(rss.peakMb - rss.beforeMb).toFixed(1)}** | ${mb(rss.hwmMb)} |${heapCells}`);
  }
  const ratio = ([service, direct]: [Measured, Measured]) => (mbps(service, size) / mbps(direct, size)).toFixed(2);
  return [
    rows.join('\n'),
    '',
    `- throughput service/direct: upload **${ratio(run.uploads)}**, download **${ratio(run.downloads)}**`,
    `- the service settled ${SETTLE_S} s (BENCH_SETTLE) before each transfer through it; a warm-up of ${WARM_UP_MB} MB each way came first`,
    `- file: ${size / MiB} MB (MB = 2^20 bytes), parts of ${PART_SIZE / MiB} MB sent one after another; every download's SHA-256 equals the source's`,
    `- date: ${new Date().toISOString()}; Node ${process.version}; ${os.cpus().length} logical cores, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- other load during the run (cores): ${run.otherCores.toFixed(2)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  if (!Number.isInteger(FILE_MB) || FILE_MB < WARM_UP_MB) throw new Error(`BENCH_FILE_MB must be a whole number of MB, at least ${WARM_UP_MB}`);
  const size = FILE_MB * MiB;
  const database = await benchDatabase();
  if (!database) throw new Error(`PostgreSQL is not reachable at ${adminUrl()} (BENCH_DATABASE_URL): this benchmark runs the service in production shape`);
  const forget = onInterrupt(() => database.drop());
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'svc-bench-files-'));
  removeOnExit(workDir);
  const emulator = await startBoxEmulator(workDir);
  let service: ServiceUnderTest | undefined;
  try {
    memoryLog = HEAP ? path.join(workDir, 'service-memory.jsonl') : undefined;
    const heapEnv: Record<string, string> = memoryLog ? { NODE_OPTIONS: `--import ${path.join(here, 'memory-usage-log.js')}`, BENCH_MEMORY_LOG: memoryLog } : {};
    service = await startService(workDir, database.url, emulator.url, heapEnv);
    const pid = service.child.pid;
    console.error(`digests of ${FILE_MB} MB …`);
    const file = patternDigests(size, PART_SIZE);
    console.error(`warm-up (${WARM_UP_MB} MB each way) …`);
    await transfers(service, emulator.url, patternDigests(WARM_UP_MB * MiB, PART_SIZE), 'warm-up', pid, 0);
    const run = await transfers(service, emulator.url, file, `${FILE_MB} MB`, pid, SETTLE_S * 1000);
    const text = report(run, size);
    console.log(text);
    const resultsDir = path.resolve(here, '../../bench/results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'file-transfer-latest.md'), `# File transfers\n\n${text}\n`);
  } finally {
    if (service) await stopChild(service.child, 20_000);
    await stopChild(emulator.child);
    await database.drop();
    forget();
  }
}

await main();
process.exit(0);
