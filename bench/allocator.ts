/**
 * The C allocator a measured service runs on. Node uses glibc's malloc,
 * which keeps the memory a load freed in its arenas (the production shape
 * kept +60 % after a load); jemalloc gives it back within seconds. The
 * container image preloads jemalloc (Dockerfile), so the benchmark measures
 * both where the library is installed (Debian: `libjemalloc2`).
 */
import { existsSync } from 'node:fs';

export type Allocator = 'glibc' | 'jemalloc';

/** Where Debian-like systems (and the image, /usr/local/lib) keep jemalloc. */
const JEMALLOC_PATHS = [
  '/usr/local/lib/libjemalloc.so.2',
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
];

/**
 * As the image sets it: a background thread returns freed pages after a
 * second even when no request comes (jemalloc otherwise purges only while
 * something allocates, and an idle service does not).
 */
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0';

export function jemallocPath(): string | undefined {
  return process.env.BENCH_JEMALLOC ?? JEMALLOC_PATHS.find((candidate) => existsSync(candidate));
}

/** The environment that runs a child on `allocator` (glibc: no preload, whatever the caller's environment says). */
export function allocatorEnv(allocator: Allocator): Record<string, string> {
  if (allocator === 'glibc') return { LD_PRELOAD: '' };
  const library = jemallocPath();
  if (!library) throw new Error('jemalloc is not installed (Debian: apt-get install libjemalloc2; or set BENCH_JEMALLOC to its path)');
  return { LD_PRELOAD: library, MALLOC_CONF: JEMALLOC_CONF };
}
