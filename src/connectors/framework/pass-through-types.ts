/** The shapes of `pass_through` (kit/pass-through.ts), apart: the connector contract (define.ts) names them without importing the kit. */
export interface PassThroughEntry {
  service_id: string;
  operation_id?: string;
  extend_object?: Record<string, unknown>;
  extend_paths?: ReadonlyArray<{ path: string; value: unknown }>;
}

/**
 * What a resource takes: per write, the ids of the platform calls an entry
 * may name (the first is the main one); `list` and `one`, whether a read's
 * `pass_through[name]=value` parameters reach the platform's query.
 */
export type PassThroughOperations = Partial<Record<'add' | 'update', readonly string[]>> & { list?: boolean; one?: boolean };

/** Query parameters a list adds to the platform's list call, after the mapped ones (`?pass_through[search]=leads` → `search=leads`). */
export type PassThroughQuery = Readonly<Record<string, string>>;
