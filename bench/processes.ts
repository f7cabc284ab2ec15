/**
 * The benchmark's child processes: each target runs in its own process so its
 * CPU and memory can be read on its own. Output goes to a file, never to a pipe
 * this process must drain: a logging service under load must not be slowed by
 * a full pipe, nor the load generator by reading it. Every child is killed when
 * the benchmark ends, however it ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpuMicros } from './proc-stats.js';

export interface Child {
  name: string;
  pid: number;
  logFile: string;
  process: ChildProcess;
}

const children = new Set<Child>();
const scratchDirs = new Set<string>();
const interruptCleanups = new Set<() => Promise<void>>();
/** How long an interrupted benchmark waits for its asynchronous clean-ups before it exits anyway. */
const INTERRUPT_CLEANUP_MS = 10_000;

/** A directory (logs, the service's data) removed however the benchmark ends. */
export function removeOnExit(dir: string): void {
  scratchDirs.add(dir);
}

function killAllNow(): void {
  for (const child of children) {
    if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  }
  children.clear();
  for (const dir of scratchDirs) {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A child killed a moment ago may still hold a file; a leftover in the temp dir is harmless.
    }
  }
  scratchDirs.clear();
}

/**
 * Asynchronous clean-up (a database to drop, Redis keys to delete) that must run when the benchmark is
 * interrupted too, after its processes are killed; bounded to INTERRUPT_CLEANUP_MS. Returns the unregistration.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  interruptCleanups.add(cleanup);
  return () => interruptCleanups.delete(cleanup);
}

// 'exit' handlers must be synchronous: SIGKILL is the only thing that still works there.
process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the benchmark's processes`);
    killAllNow();
    // A second signal finds nothing left to clean up and exits at once.
    const cleanups = [...interruptCleanups];
    interruptCleanups.clear();
    const deadline = new Promise((resolve) => setTimeout(resolve, INTERRUPT_CLEANUP_MS));
    void Promise.race([Promise.allSettled(cleanups.map((cleanup) => cleanup())), deadline]).finally(() => process.exit(130));
  });
}

/** Process ids of the children still running. */
export function runningPids(): number[] {
  return [...children].map((child) => child.pid);
}

/** CPU time (µs) of this process and its running children: everything the benchmark itself burns. */
export function ownCpuMicros(): number {
  const self = process.cpuUsage();
  let total = self.user + self.system;
  for (const pid of runningPids()) {
    try {
      total += cpuMicros(pid);
    } catch {
      // A child that just exited has nothing more to count.
    }
  }
  return total;
}

/**
 * Starts `node <script> <args>` with the same Node binary that runs the
 * benchmark; through `launcher` where given (a program that sets the process
 * up, then execs the command in its place, so the pid is node's).
 */
export function startNode(
  name: string,
  script: string,
  args: string[],
  env: Record<string, string>,
  logFile: string,
  nodeOptions: string[] = [],
  launcher?: string,
): Child {
  const fd = openSync(logFile, 'w');
  const command = [process.execPath, ...nodeOptions, script, ...args];
  const child = spawn(launcher ?? process.execPath, launcher ? command : command.slice(1), {
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  if (child.pid === undefined) throw new Error(`${name} could not be started`);
  const handle: Child = { name, pid: child.pid, logFile, process: child };
  children.add(handle);
  child.once('exit', () => children.delete(handle));
  return handle;
}

/** Waits until the child's output matches `pattern`, and returns the match. */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const output = readFileSync(child.logFile, 'utf8');
    const match = pattern.exec(output);
    if (match) return match;
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it was ready:\n${tail(output)}`);
    }
    if (Date.now() > deadline) throw new Error(`${child.name} was not ready after ${timeoutMs} ms:\n${tail(output)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function tail(text: string, lines = 20): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Stops a child politely, then firmly after `graceMs`. */
export async function stopChild(child: Child, graceMs = 3000): Promise<void> {
  const proc = child.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A port free right now on loopback (the service needs one up front: its links are built from it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
