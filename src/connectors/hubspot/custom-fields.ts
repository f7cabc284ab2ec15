/**
 * Custom fields both ways. Read: every property the account made itself is
 * a custom field `{id: internal name, name: label, description, value}`,
 * the value typed by the property (a number, a boolean, a list for a
 * multiple checkbox, text otherwise; null when unset). Write: an entry names
 * a property by `id` (its internal name) or `name` (its label or internal
 * name); the value is written as HubSpot's text (lists joined with ";",
 * null clears it). An entry naming no custom property is a 400, never dropped.
 */
import type { Static } from 'typebox';
import type { CustomField } from '../../unified/common/models.js';
import type { PropertyValues } from './api.js';
import { invalidInput } from './api.js';
import type { PropertyDefinition } from './definitions.js';

export type CustomFieldValue = Static<typeof CustomField>;
type Value = CustomFieldValue['value'];

function typed(definition: PropertyDefinition, text: string | null | undefined): Value {
  if (text === null || text === undefined || text === '') return null;
  if (definition.type === 'number') return Number.isFinite(Number(text)) ? Number(text) : text;
  if (definition.type === 'bool') return text === 'true';
  if (definition.fieldType === 'checkbox') return text.split(';');
  return text;
}

export function readCustomFields(properties: PropertyValues, definitions: readonly PropertyDefinition[]): CustomFieldValue[] {
  return definitions.map((definition) => ({
    id: definition.name,
    name: definition.label,
    description: definition.description || null,
    value: typed(definition, properties[definition.name]),
  }));
}

function text(value: unknown, field: string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => text(item, field)).join(';');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalidInput(`custom field ${field}: HubSpot keeps text, numbers, booleans and lists of them, not objects`, { field });
}

/** The properties a write's custom_fields set. */
export function writeCustomFields(fields: readonly CustomFieldValue[] | null | undefined, definitions: readonly PropertyDefinition[], objectName: string): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const field of fields ?? []) {
    const named = field.id ?? field.name ?? '';
    const definition = definitions.find((candidate) => candidate.name === field.id)
      ?? definitions.find((candidate) => candidate.name === field.name || candidate.label === field.name);
    if (!definition) {
      throw invalidInput(`custom field "${String(named).slice(0, 100)}" is not a custom property of HubSpot ${objectName}`, { custom_field: String(named).slice(0, 100), known: definitions.map((candidate) => candidate.name) });
    }
    if (definition.modificationMetadata?.readOnlyValue) throw invalidInput(`custom field ${definition.name} is read-only at HubSpot`, { custom_field: definition.name });
    properties[definition.name] = text(field.value, definition.name);
  }
  return properties;
}
