/**
 * A unified model as a create or update takes it: the model's fields, and
 * `pass_through` (platform data merged into the platform's request after
 * mapping; the record itself never carries it). One function, so the routes'
 * validation and the OpenAPI documents' `<Model>Input` are the same schema.
 */
import { PassThroughBody } from './common/models.js';

type JsonSchema = Record<string, unknown>;

export const PASS_THROUGH_FIELD = 'pass_through';

export function writeForm(model: JsonSchema): JsonSchema {
  const properties = (model.properties ?? {}) as Record<string, unknown>;
  return { ...model, properties: { ...properties, [PASS_THROUGH_FIELD]: PassThroughBody } };
}
