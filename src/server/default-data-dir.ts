/**
 * The data directory when SVC_DATA_DIR is not set: `./.data` beside where the
 * service starts, as a newcomer expects after `npm start` in a checkout. A
 * checkout the user cannot write in (read-only, or another user's), or whose
 * `.data` is another user's, gets the user's own data folder instead, so `npm start` still needs nothing set; the
 * banner says where the data went.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

const NAME = 'unified-integration-api';

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export function defaultDataDir(cwd: string, env: Record<string, string | undefined>, uid = process.getuid?.()): string {
  const local = path.join(cwd, '.data');
  // Another user's `.data` (root ran `npm start` here first) is theirs: this user's data goes to its own folder.
  if (existsSync(local) ? writable(local) : writable(cwd)) return local;
  if (uid === 0) return path.join('/var/lib', NAME);
  const base = env.XDG_DATA_HOME || (env.HOME ? path.join(env.HOME, '.local', 'share') : undefined);
  // With no home to fall back on, the local folder's own error (it cannot be made) is the clearest message.
  return base ? path.join(base, NAME) : local;
}
