/**
 * Gives back to the system the pages glibc's allocator keeps after a load.
 * A burst of requests frees its native memory (socket buffers, JIT zones,
 * array buffers) into glibc's arenas, and glibc returns on its own only what
 * is free at the top of each arena: measured, the production shape kept 35 %
 * more RSS 15 s after the benchmark's load than it idled at. `malloc_trim(0)`
 * releases every free page inside the arenas too. Node cannot call a C
 * function by itself, so koffi (an FFI library with prebuilt binaries per
 * platform, nothing compiled at install) reaches it.
 *
 * `malloc_trim` does not reach one kind of free memory: the top of each
 * arena other than the main one (threads other than the main thread
 * allocate in arenas of their own: V8's compiler and collector threads,
 * libuv's pool). Such a top goes back only when a free leaves it larger than
 * the trim threshold, and glibc raises that threshold as the process frees
 * large blocks, up to 64 MB: measured, two threads' arenas kept 11 MB free
 * after the memory benchmark's first call and its load. So the trim's load
 * also fixes the threshold (which stops glibc raising it) at
 * ARENA_TOP_KEEP_BYTES.
 *
 * Undefined where there is no glibc (musl, macOS, Windows) or koffi cannot
 * load: the caller then does without. Under jemalloc (the container image)
 * the call reaches glibc's own, nearly empty, arenas and costs nothing.
 */
export type NativeTrim = () => boolean;

/** glibc's mallopt parameter for the trim threshold (malloc.h). */
const M_TRIM_THRESHOLD = -1;
/**
 * Free memory an arena's top may keep. glibc's own starting value (128 KB) made the main arena give its top back
 * and take it again under load (page faults a request: 1.33 against 0.37 in a paired run); at 1 MB, 0.23, and the
 * arenas together keep a few MB.
 */
const ARENA_TOP_KEEP_BYTES = 1024 * 1024;

let loading: Promise<NativeTrim | undefined> | undefined;

async function load(): Promise<NativeTrim | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const koffi = (await import('koffi')).default;
    // glibc's soname; musl has none by that name, so the load fails there.
    const libc = koffi.load('libc.so.6');
    const trim = libc.func('int malloc_trim(size_t pad)') as (pad: number) => number;
    const mallopt = libc.func('int mallopt(int param, int value)') as (param: number, value: number) => number;
    mallopt(M_TRIM_THRESHOLD, ARENA_TOP_KEEP_BYTES);
    return () => trim(0) === 1;
  } catch {
    return undefined;
  }
}

/** The trim of this process's C allocator, loaded once; resolves undefined where there is none to call. */
export function nativeTrim(): Promise<NativeTrim | undefined> {
  loading ??= load();
  return loading;
}
