/**
 * A unified model as answered and as a create or update takes it. Answered:
 * the model's fields and `custom_mappings` (the values of the custom mappings
 * that apply to the call). Sent: the model's fields, `custom_mappings` (values
 * written back to the mapped platform fields) and `pass_through` (platform
 * data merged into the platform's request after mapping; the record itself
 * never carries it). One place, so the routes' validation and serialisation
 * and the OpenAPI documents' `<Model>` and `<Model>Input` are the same schemas.
 */
import { CustomMappingValues, PassThroughBody } from './common/models.js';

type JsonSchema = Record<string, unknown>;

export const PASS_THROUGH_FIELD = 'pass_through';
export const CUSTOM_MAPPINGS_FIELD = 'custom_mappings';

export function writeForm(model: JsonSchema): JsonSchema {
  const properties = (model.properties ?? {}) as Record<string, unknown>;
  return { ...model, properties: { ...properties, [CUSTOM_MAPPINGS_FIELD]: CustomMappingValues, [PASS_THROUGH_FIELD]: PassThroughBody } };
}

export function readForm(model: JsonSchema): JsonSchema {
  const properties = (model.properties ?? {}) as Record<string, unknown>;
  return { ...model, properties: { ...properties, [CUSTOM_MAPPINGS_FIELD]: { ...CustomMappingValues, readOnly: true, description: 'Values of the custom mappings set for this resource (Vault API custom mappings), by key; absent when none is set.' } } };
}
