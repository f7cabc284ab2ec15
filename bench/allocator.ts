/**
 * The C allocator a measured service runs on. Node uses glibc's malloc,
 * which keeps the memory a load freed in its arenas (the production shape
 * kept +60 % after a load); jemalloc gives it back within seconds. The
 * container image runs the service through deploy/with-jemalloc.sh, so the
 * benchmark measures both, the jemalloc run through that same wrapper (its
 * settings stated there only), where the library is installed (Debian:
 * `libjemalloc2`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Allocator = 'glibc' | 'jemalloc';

/** Where Debian-like systems (and the image, /usr/local/lib) keep jemalloc. */
const JEMALLOC_PATHS = [
  '/usr/local/lib/libjemalloc.so.2',
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
];

/** The image's wrapper: from dist/bench when the benchmark is built, from bench/ in the tests. */
const here = path.dirname(fileURLToPath(import.meta.url));
const WRAPPER = ['../deploy/with-jemalloc.sh', '../../deploy/with-jemalloc.sh'].map((relative) => path.resolve(here, relative)).find((candidate) => existsSync(candidate));

export function jemallocPath(): string | undefined {
  const chosen = process.env.BENCH_JEMALLOC;
  if (chosen !== undefined) return existsSync(chosen) ? chosen : undefined;
  return JEMALLOC_PATHS.find((candidate) => existsSync(candidate));
}

/** How to start a child on `allocator`: its environment (glibc: no preload, whatever the caller's says) and launcher. */
export function allocatorLaunch(allocator: Allocator): { env: Record<string, string>; launcher?: string } {
  if (allocator === 'glibc') return { env: { LD_PRELOAD: '' } };
  const library = jemallocPath();
  if (!library) throw new Error('jemalloc is not installed (Debian: apt-get install libjemalloc2; or set BENCH_JEMALLOC to its path)');
  if (!WRAPPER) throw new Error('deploy/with-jemalloc.sh is missing');
  // Blank: the wrapper's own settings apply, not whatever the caller's environment has.
  return { env: { SVC_JEMALLOC: library, LD_PRELOAD: '', MALLOC_CONF: '' }, launcher: WRAPPER };
}
