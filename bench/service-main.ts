/**
 * The service as the memory and mixed-load benchmarks start it: `main.js` on a
 * free loopback port, timed from spawn to a line of its banner.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNode, waitForOutput, type Child } from './processes.js';

const mainScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server/main.js');
const READY_TIMEOUT_MS = 90_000;

/** `npm start` on a newcomer's machine: nothing set (blank is unset) but where the data goes. */
export function defaultSetupEnv(dataDir: string): Record<string, string> {
  return { DATABASE_URL: '', SVC_STORE: '', SVC_ENCRYPTION_KEY: '', SVC_EMULATORS: '', SVC_DEMO: '', SVC_SANDBOX_URLS: '', SVC_DATA_DIR: dataDir };
}

export interface StartedService {
  child: Child;
  port: number;
  /** Spawn to the line awaited. */
  startMs: number;
}

export async function startMain(name: string, env: Record<string, string>, logFile: string, readyAt: RegExp = /listening on/): Promise<StartedService> {
  const port = await freePort();
  const began = performance.now();
  const child = startNode(name, mainScript, [], { SVC_HOST: '127.0.0.1', SVC_PORT: String(port), SVC_PUBLIC_URL: '', SVC_LOG_LEVEL: 'info', ...env }, logFile);
  await waitForOutput(child, readyAt, READY_TIMEOUT_MS);
  return { child, port, startMs: performance.now() - began };
}
