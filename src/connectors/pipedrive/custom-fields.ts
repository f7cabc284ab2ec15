/**
 * Custom fields through Pipedrive's field definitions (v1 /personFields,
 * /organizationFields, /dealFields; leads take the deal fields). A custom
 * field is named by a 40-character hash `key`; its definition gives the name
 * people see and, for single and multiple option fields, the options. Read:
 * every set custom field as `{id: key, name, value}`, option ids answered as
 * their labels. Write: a field named by its key or its name (any case), an
 * option by its label or its id; a field the company does not have is a
 * RequestValidationError, never silently dropped.
 */
import type { Static } from 'typebox';
import type { CustomField } from '../../unified/common/models.js';
import type { ConnectorContext } from '../framework/define.js';
import { everyRecord } from '../kit/index.js';
import { invalid, V1, v1Paging } from './api.js';
import { dataList } from './dialect.js';

export type FieldsEndpoint = 'personFields' | 'organizationFields' | 'dealFields';

export interface FieldDefinition {
  key: string;
  name: string;
  field_type: string;
  edit_flag?: boolean;
  options?: { id: number; label: string }[] | null;
}

export type UnifiedCustomField = Static<typeof CustomField>;
type CustomValue = UnifiedCustomField['value'];

/** The custom fields of an item type (standard fields are mapped by name elsewhere). Pages through the definitions. */
export async function customFieldDefinitions(ctx: ConnectorContext, endpoint: FieldsEndpoint): Promise<FieldDefinition[]> {
  const found = await everyRecord(ctx, { path: `${V1}/${endpoint}`, paging: v1Paging, at: dataList<FieldDefinition>, maxPages: 20 });
  return found.filter((field) => field.edit_flag === true);
}

function labelOf(field: FieldDefinition, id: unknown): unknown {
  const option = (field.options ?? []).find((candidate) => candidate.id === Number(id));
  return option ? option.label : id;
}

/** Set custom fields of a record (`values`: v2's custom_fields object, or a lead's top-level properties). */
export function readCustomFields(values: Readonly<Record<string, unknown>> | null | undefined, fields: readonly FieldDefinition[]): UnifiedCustomField[] {
  const out: UnifiedCustomField[] = [];
  for (const field of fields) {
    const value = values?.[field.key];
    if (value === undefined || value === null) continue;
    const read = field.field_type === 'enum' ? labelOf(field, value)
      : field.field_type === 'set' ? (Array.isArray(value) ? value : String(value).split(',')).map((id) => labelOf(field, id))
        : value;
    out.push({ id: field.key, name: field.name, value: read as CustomValue });
  }
  return out;
}

function optionIdOf(field: FieldDefinition, value: unknown): number {
  const options = field.options ?? [];
  const option = options.find((candidate) => candidate.id === value || (typeof value === 'string' && (candidate.label.toLowerCase() === value.toLowerCase() || String(candidate.id) === value)));
  if (!option) throw invalid(`"${String(value).slice(0, 64)}" is not an option of the custom field ${field.name}`, { custom_field: field.key, options: options.map((candidate) => candidate.label) });
  return option.id;
}

function writtenValue(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.field_type) {
    case 'enum':
      return optionIdOf(field, value);
    case 'set':
      return (Array.isArray(value) ? value : [value]).map((item) => optionIdOf(field, item));
    case 'double': case 'int':
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      throw invalid(`The custom field ${field.name} takes a number`, { custom_field: field.key });
    default:
      return value;
  }
}

/** Unified custom fields as Pipedrive's `{key: value}`, each field found by its key or name. */
export function writeCustomFields(given: readonly UnifiedCustomField[] | null | undefined, fields: readonly FieldDefinition[]): Record<string, unknown> | undefined {
  if (!given || given.length === 0) return undefined;
  const out: Record<string, unknown> = {};
  for (const entry of given) {
    const field = fields.find((candidate) => (entry.id && candidate.key === entry.id) || (!entry.id && entry.name && candidate.name.toLowerCase() === entry.name.toLowerCase()));
    if (!field) throw invalid(`Pipedrive has no custom field ${String(entry.id ?? entry.name).slice(0, 64)} on this record type`, { custom_field: String(entry.id ?? entry.name).slice(0, 64) });
    out[field.key] = writtenValue(field, entry.value);
  }
  return out;
}

/** What a collection of an item type with custom fields declares: its definitions, read before each list page and after each read, for its field table. */
export const customFieldsOf = (endpoint: FieldsEndpoint) => ({
  load: (ctx: ConnectorContext) => customFieldDefinitions(ctx, endpoint),
  context: (_body: unknown, { loaded }: { loaded?: unknown }) => (loaded ?? []) as readonly FieldDefinition[],
});

/** The custom fields a write names, as Pipedrive's `{key: value}`: the definitions are read only when it names any. */
export async function customFieldsWritten(ctx: ConnectorContext, endpoint: FieldsEndpoint, given: readonly UnifiedCustomField[] | null | undefined): Promise<Record<string, unknown> | undefined> {
  return writeCustomFields(given, given ? await customFieldDefinitions(ctx, endpoint) : []);
}
