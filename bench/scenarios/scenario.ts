/**
 * What a floor comparison is about, declared once per unified call: which
 * emulator stands in for the platform, the exact first-page request the
 * connector sends it, the floor's route, the service's path and the page
 * sizes. `bench/run.ts` runs any of them the same way (`--scenario <id>`);
 * `bench/floor-gateway.ts` serves any floor route.
 */
import type { Pool } from 'undici';

/** One request as the benchmark sends it. */
export interface PlainRequest {
  url: string;
  headers: Record<string, string>;
}

/** The runner's side of a scenario. */
export interface Scenario {
  /** `--scenario` value; also names the floor route (`./<id>-floor.js`) and the results file. */
  id: string;
  /** The unified call measured, for titles: "GET /crm/contacts". */
  call: string;
  /** The emulator (`run-emulator.js <id>`) and the key of SVC_SANDBOX_URLS. */
  emulator: string;
  limits: readonly number[];
  /** Whether the service also runs on PGlite (the Twilio table has kept that row since the store was chosen). */
  pgliteRow: boolean;
  /** Written under bench/results/. */
  resultsFile: string;
  /**
   * Readies the emulator process for load (its own limits lifted, enough records for the largest page) and
   * returns the exact first-page request the connector sends it: the "emulator (direct)" target.
   */
  prepare(base: string): Promise<(limit: number) => PlainRequest>;
  /** Environment of the floor process (besides FLOOR_UPSTREAM). */
  floorEnv: Record<string, string>;
  /** The unified path and query of a first page. */
  unifiedPath(limit: number): string;
}

/** What the floor gateway needs of a scenario: one list route and how to fetch and map a first page. */
export interface FloorRoute {
  /** "/crm/contacts". */
  path: string;
  maxLimit: number;
  /** The envelope's `service` and `resource`, and the cursor's binding resource (the resource's key). */
  service: string;
  resource: string;
  cursorResource: string;
  /** Once, before the floor listens (a platform's property definitions). */
  start?(pool: Pool): Promise<void>;
  /** A first page, mapped; `previous` only where the connector's paging has one (the envelope then names it). */
  page(pool: Pool, limit: number): Promise<{ data: unknown[]; next: unknown; previous?: unknown }>;
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}
