/**
 * What a HubSpot CRM object type declares on `crmObjects` (crm-objects.ts):
 * its object type, field table, associations, extra properties, filters and
 * links, and the named hooks for its quirks.
 */
import type { ConnectorContext, WriteModel } from '../framework/define.js';
import type { NativeEvent } from '../framework/events.js';
import type { WriteSteps } from '../kit/composite-write.js';
import type { FieldTable } from '../kit/index.js';
import type { HubspotObject, PropertyValues } from './api.js';
import type { LinkWrite } from './linked-records.js';
import type { RecordContext } from './record-fields.js';
import type { FilterSpec } from './search-filters.js';

export interface WriteStep<T> {
  mode: 'create' | 'update';
  record: WriteModel<T>;
  /** The record's id, on update. */
  id?: string;
}

/** Named quirks of a resource's writes and reads. */
export interface CrmHooks<T> {
  /** The record as it is written, completed first (another record made through `steps`, archived again when the write fails later). */
  prepare?(ctx: ConnectorContext, write: WriteStep<T>, steps: WriteSteps): Promise<WriteModel<T>>;
  /** Properties the table cannot map without calls (a deal's amount in the account's currency); `mapped` are the table's. */
  properties?(ctx: ConnectorContext, write: WriteStep<T>, mapped: PropertyValues): Promise<PropertyValues> | PropertyValues;
  /** Values the table reads for these records besides custom properties (an account currency). */
  context?(ctx: ConnectorContext, records: readonly HubspotObject[]): Promise<Partial<RecordContext>>;
}

export interface CrmObjectOptions<T> {
  /** The id is the path's object type: "contacts", "deals". */
  downstream: { id: string; name: string };
  /** For messages: "contact". */
  what: string;
  fields: FieldTable<T, HubspotObject, RecordContext>;
  /** Associated types the table reads ("companies"). */
  associations?: readonly string[];
  /** Properties a read asks for besides the table's. */
  properties?: readonly string[];
  /** Whether the account's own properties are read and written (custom_fields). */
  customFields?: boolean;
  filters?: Readonly<Record<string, FilterSpec>>;
  /** The associations a write asks for. */
  links?(record: WriteModel<T>): LinkWrite[];
  hooks?: CrmHooks<T>;
  events?: readonly NativeEvent[];
}
