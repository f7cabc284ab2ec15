/**
 * `pass_through`: platform data a unified write adds to the platform's
 * request after mapping, as the reference declares it (PassThroughBody).
 * The gateway checks each entry against the connection and the resource
 * (checkPassThrough); a connector that takes it applies the entries for one
 * of its calls to that call's body (applyPassThrough).
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { PassThroughEntry, PassThroughOperations } from '../framework/pass-through-types.js';
import { parseJsonPath, setAtPath, type FinderPath } from '../../core/json-finder.js';
import { mergeInto } from './field-table.js';

export type { PassThroughEntry, PassThroughOperations };

function refused(message: string, detail: Record<string, unknown>): ApiError {
  return new ApiError('RequestValidationError', { message, detail });
}

/**
 * The entries of a write, checked before any call: each names the
 * connection's service and, when it names an operation, one the write makes.
 * A connector or resource that does not take `pass_through` refuses any.
 */
export function checkPassThrough(
  entries: readonly PassThroughEntry[],
  where: { serviceId: string; connectorName: string; resource: string; operation: 'add' | 'update'; operations: PassThroughOperations | undefined },
): PassThroughEntry[] {
  if (entries.length === 0) return [];
  const calls = where.operations?.[where.operation];
  if (!calls || calls.length === 0) {
    throw refused(`${where.connectorName} does not take pass_through on ${where.resource} ${where.operation === 'add' ? 'creates' : 'updates'} yet`, { pass_through: 'not supported by this connector and resource' });
  }
  entries.forEach((entry, index) => {
    if (entry.service_id !== where.serviceId) {
      throw refused(`pass_through[${index}] is for ${entry.service_id}, but this request goes to ${where.serviceId}`, { [`pass_through[${index}].service_id`]: entry.service_id.slice(0, 64) });
    }
    if (entry.operation_id !== undefined && !calls.includes(entry.operation_id)) {
      throw refused(`pass_through[${index}] names operation ${entry.operation_id}, which this write does not make; it makes ${calls.join(', ')}`, { [`pass_through[${index}].operation_id`]: entry.operation_id.slice(0, 128), operations: calls });
    }
    for (const [step, { path }] of (entry.extend_paths ?? []).entries()) {
      if (stepsOf(path) === undefined) throw refused(`pass_through[${index}].extend_paths[${step}].path is not a path this service understands: $ then .name, [index] or ['name'] steps`, { [`pass_through[${index}].extend_paths[${step}].path`]: path.slice(0, 256) });
    }
  });
  return [...entries];
}

/** Keys that would reach an object's prototype rather than set a value. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** `$.user['notes']` → ['user', 'notes']; undefined for anything else (wildcards, filters, recursion). */
export function stepsOf(path: string): FinderPath | undefined {
  const steps = parseJsonPath(path);
  return Array.isArray(steps) ? (steps as FinderPath) : undefined;
}

function hasForbiddenKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasForbiddenKey);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => FORBIDDEN_KEYS.has(key) || hasForbiddenKey(inner));
}

/**
 * The body of one platform call with the entries that apply to it (no
 * operation named, or this call's): `extend_object` merged object by object,
 * then each `extend_paths` value set, in order.
 */
export function applyPassThrough(body: Record<string, unknown>, entries: readonly PassThroughEntry[] | undefined, operationId: string): Record<string, unknown> {
  if (!entries || entries.length === 0) return body;
  const out = structuredClone(body);
  for (const entry of entries) {
    if (entry.operation_id !== undefined && entry.operation_id !== operationId) continue;
    if (entry.extend_object) {
      if (hasForbiddenKey(entry.extend_object)) throw refused('pass_through extend_object may not name __proto__, constructor or prototype', { pass_through: 'extend_object' });
      mergeInto(out, structuredClone(entry.extend_object));
    }
    for (const { path, value } of entry.extend_paths ?? []) setAtPath(out, stepsOf(path) as FinderPath, structuredClone(value));
  }
  return out;
}

/** A form body (Twilio's) holds text, numbers, booleans and lists of text: pass-through values of other shapes are refused. */
/** What a form (Twilio's, Vonage's) can carry as one field: text, a number, a boolean, null, or a list of text. */
export function isFormValue(value: unknown): boolean {
  const scalar = (item: unknown) => item === null || ['string', 'number', 'boolean'].includes(typeof item);
  return scalar(value) || (Array.isArray(value) && value.every((item) => typeof item === 'string'));
}

export function requireFormValues(body: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(body)) {
    if (isFormValue(value)) continue;
    throw refused(`This platform takes its request as a form: pass_through cannot set ${name} to an object`, { [`pass_through.${name.slice(0, 64)}`]: 'an object in a form body' });
  }
}
