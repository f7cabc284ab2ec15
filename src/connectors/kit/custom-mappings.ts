/**
 * Custom mappings on a collection's records: each mapped key read from its
 * path of the platform's record into `custom_mappings` (null where the
 * record has nothing there), and written back to that path on create and
 * update. Which keys and paths apply is the caller's (the vault's mappings of
 * the application and consumer), handed in per call.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { setAtPath, valueAtPath } from '../../core/json-finder.js';
import { CUSTOM_MAPPINGS_FIELD } from '../../unified/write-body.js';
import type { MappedField, MappedValue } from '../framework/custom-mapping-types.js';
import { isFormValue } from './pass-through.js';

export function withMappedValues<T>(record: T, wire: unknown, mapped: readonly MappedField[] | undefined): T {
  if (mapped === undefined || mapped.length === 0) return record;
  const values: Record<string, unknown> = {};
  for (const { key, path } of mapped) values[key] = valueAtPath(wire, path) ?? null;
  return { ...record, [CUSTOM_MAPPINGS_FIELD]: values };
}

export function writeMappedValues(body: Record<string, unknown>, values: readonly MappedValue[] | undefined): Record<string, unknown> {
  for (const { path, value } of values ?? []) setAtPath(body, path, value);
  return body;
}

/** A platform that writes only what is one level under a path of its record (HubSpot's `properties`): a mapped value elsewhere is refused before any call. */
export function requireMappedValuesUnder(values: readonly MappedValue[] | undefined, under: string, platform: string): void {
  const refused = (values ?? []).filter(({ path }) => path[0] !== under || path.length !== 2);
  if (refused.length === 0) return;
  throw new ApiError('RequestValidationError', {
    message: `${platform} writes only a record's ${under}; custom_mappings ${refused.map(({ key }) => key).join(', ')} map elsewhere`,
    detail: Object.fromEntries(refused.map(({ key }) => [`custom_mappings.${key}`, `not in the record's ${under}`])),
  });
}

/** A form body (Twilio's, Vonage's) is one level of text, numbers and booleans: a mapped value deeper or of another shape is refused before any call. */
export function requireFormMappedValues(values: readonly MappedValue[] | undefined): void {
  const refused = (values ?? []).filter(({ path, value }) => path.length !== 1 || !isFormValue(value));
  if (refused.length === 0) return;
  throw new ApiError('RequestValidationError', {
    message: `This platform takes its request as a form: custom_mappings ${refused.map(({ key }) => key).join(', ')} must be text, numbers or booleans at the top of the form`,
    detail: Object.fromEntries(refused.map(({ key }) => [`custom_mappings.${key}`, 'not a form value'])),
  });
}
