/**
 * The connector kit: a platform declares its dialect once, and each unified
 * resource is a field table on the shared collection endpoint. See
 * docs/writing-a-connector.md.
 */
export * as codecs from './codecs.js';
export type { Codec } from './codecs.js';
export { collection, type AfterWrite, type CollectionHooks, type CollectionOptions, type ComposedWrite, type RecordScope, type WriteOperation } from './collection.js';
export type { Dialect, DialectSearch, ListSelection, Query } from './dialect.js';
export { fieldTable, mergeInto, setAt, type FieldRule, type FieldRules, type FieldTable, type FieldTableOptions } from './field-table.js';
export { everyRecord, type WholeList } from './every-record.js';
export { pageInMemory, pageInSlices } from './in-memory-paging.js';
export { applyPassThrough, checkPassThrough, type PassThroughEntry, type PassThroughOperations } from './pass-through.js';
export { joinedName, needsCurrentName, oneEmail, oneName, onePhone } from './one-person-fields.js';
export { actionOf, declaredEvents } from './native-events.js';
