/** The shapes of `pass_through` (kit/pass-through.ts), apart: the connector contract (define.ts) names them without importing the kit. */
export interface PassThroughEntry {
  service_id: string;
  operation_id?: string;
  extend_object?: Record<string, unknown>;
  extend_paths?: ReadonlyArray<{ path: string; value: unknown }>;
}

/** What a resource's writes take: per operation, the ids of the platform calls an entry may name (the first is the main one). */
export type PassThroughOperations = Partial<Record<'add' | 'update', readonly string[]>>;
