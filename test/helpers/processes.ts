/**
 * The built service and command line (dist/) as child processes, as `npm start`
 * and `npx svc` run them.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

export const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/**
 * A port no one listens on, for a service started later as a process. It is
 * taken below the kernel's ephemeral range (32768-60999 on Linux): a port from
 * `listen(0)` is free only until the check closes it, and in a busy suite an
 * outgoing connection or another listener could take it before the service
 * binds (EADDRINUSE in CI). Ports below that range are handed out only when
 * asked for by number.
 */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port, host)) return port;
  }
  throw new Error('no free port found between 20000 and 32000');
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

export interface Started {
  child: ChildProcess;
  banner: string;
}

/** How the service's process is started: by default this Node on this checkout's dist/. */
export interface Launch {
  command: string;
  args: string[];
  /** Where it starts, as `npm start` starts in the package's folder (the default data directory is `./.data` there). */
  cwd?: string;
}

/** Resolves once the start-up banner is printed; rejects if the service exits first. */
export function startService(env: NodeJS.ProcessEnv, launch: Launch = { command: process.execPath, args: [path.join(root, 'dist/src/server/main.js')] }): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(launch.command, launch.args, { env, cwd: launch.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Error types:')) {
        clearTimeout(timer);
        resolve({ child, banner: output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`service exited with ${code}:\n${output}`)));
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs `svc` with arguments; rejects (with code, stdout, stderr) on a non-zero exit. */
export function cli(args: string[], env: NodeJS.ProcessEnv) {
  return run(process.execPath, [path.join(root, 'bin/svc.js'), ...args], { env, cwd: root });
}
