/**
 * What a connector is handed of the custom mappings that apply to a call
 * (src/vault/custom-mappings/): each mapped key with the path of the platform
 * record it reads from and writes to. Apart from define.ts so the gateway and
 * the kit name them without each other.
 */
import type { FinderPath } from '../../core/json-finder.js';
import type { ConnectorContext } from './context.js';

export interface MappedField {
  key: string;
  path: FinderPath;
}

/** A mapped value a write sends back to the platform. */
export interface MappedValue extends MappedField {
  value: unknown;
}

/**
 * What a resource offers custom mappings with: a platform record to show
 * what can be mapped (the one `id` names, or the first of the list), and the
 * paths the resource's own fields already read.
 */
export interface CustomMappingSupport {
  sample(ctx: ConnectorContext, params: { id?: string | undefined; parents: Readonly<Record<string, string>> }): Promise<unknown>;
  standardPaths: readonly string[];
  /** Unified fields a write can set: what a resource config may give defaults for. */
  writable: readonly string[];
}
