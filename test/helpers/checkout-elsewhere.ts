/**
 * This checkout as a newcomer may have it: inside a folder only root can
 * enter (a clone in /root, a `mktemp -d` folder), or run by an ordinary user.
 * The checkout is bind-mounted at the place in a private mount namespace
 * (nothing outside the service's process sees the mount); where the machine
 * allows no mount namespace, the runtime files are hard-linked (or copied)
 * there instead.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { root, type Launch } from './processes.js';

const RUNTIME = ['package.json', 'dist', 'drizzle', 'bin', 'node_modules'];

function mountNamespaces(): boolean {
  return spawnSync('unshare', ['--mount', '--propagation', 'private', 'true'], { stdio: 'ignore' }).status === 0;
}

export interface CheckoutOptions {
  /** Run the service as this user. */
  user?: { uid: number; gid: number };
  /** The checkout cannot be written in (a read-only mount; with copies, a folder no one but root may write). */
  readOnly?: boolean;
}

/** The service of this checkout, run from `place` (created here). */
export function checkoutAt(place: string, { user, readOnly = false }: CheckoutOptions = {}): Launch {
  mkdirSync(place, { recursive: true });
  // This Node, seen from the place when it lives in the checkout (node_modules/node).
  const node = process.execPath.startsWith(root + path.sep) ? path.join(place, path.relative(root, process.execPath)) : process.execPath;
  const asUser = user ? ['setpriv', `--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups'] : [];
  const service = [...asUser, node, path.join(place, 'dist/src/server/main.js')];
  if (mountNamespaces()) {
    return {
      command: 'unshare',
      args: ['--mount', '--propagation', 'private', 'sh', '-c', `mount --bind "$1" "$2"${readOnly ? ' && mount -o remount,bind,ro "$2"' : ''} && cd "$2" && shift 2 && exec "$@"`, 'sh', root, place, ...service],
    };
  }
  for (const entry of RUNTIME) {
    const from = path.join(root, entry);
    try {
      execFileSync('cp', ['-al', from, place], { stdio: 'ignore' });
    } catch {
      execFileSync('cp', ['-a', from, place], { stdio: 'ignore' });
    }
  }
  if (readOnly) chmodSync(place, 0o555);
  const [command, ...args] = service as [string, ...string[]];
  return { command, args, cwd: place };
}
