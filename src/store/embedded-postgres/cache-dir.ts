/**
 * Where the service keeps what it can make again (today: a copy of the
 * PostgreSQL binaries when they cannot run in place). Root's goes in
 * /var/cache, whose folders every user may enter, since the server's system
 * user must reach it; anyone else's in their XDG cache folder.
 */
import os from 'node:os';
import path from 'node:path';

const NAME = 'unified-integration-api';

export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.getuid?.() === 0) return path.join('/var/cache', NAME);
  const base = env.XDG_CACHE_HOME || (env.HOME ? path.join(env.HOME, '.cache') : path.join(os.tmpdir(), `${NAME}-${process.getuid?.() ?? 'user'}`));
  return path.join(base, NAME);
}
