/**
 * A preload (`node --import dist/bench/memory-usage-log.js`) that writes the
 * process's own view of its memory every 100 ms to BENCH_MEMORY_LOG, one JSON
 * line each: what RSS alone cannot say, how much of it is the V8 heap and how
 * much Buffers (arrayBuffers) waiting for a collection. Used by
 * `BENCH_FILES_HEAP=true npm run bench:files`; nothing else loads it.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_LOG;
if (file) {
  const fd = openSync(file, 'a');
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    writeSync(fd, `${JSON.stringify({ at: Date.now(), rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external, arrayBuffers: usage.arrayBuffers })}\n`);
  }, 100);
  // The log never keeps the process alive.
  timer.unref();
  process.once('exit', () => closeSync(fd));
}
