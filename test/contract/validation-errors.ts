/**
 * Ajv's errors, turned into one readable line each. Ajv is run with
 * `allErrors` and `verbose` so that one check reports every problem with the
 * offending value; the noise that this produces (the "null" branch that
 * `nullable` adds, the `if` half of discriminator selectors, an `anyOf` summary
 * next to its branches' own errors) is dropped here.
 */
import type { ErrorObject } from 'ajv/dist/2019.js';

const MAX_ERRORS = 8;

export function describeErrors(errors: readonly ErrorObject[] | null | undefined, maxErrors = MAX_ERRORS): string[] {
  const lines: string[] = [];
  const all = errors ?? [];
  for (const error of all) {
    if (isNoise(error) || isExplainedElsewhere(error, all)) continue;
    const location = error.instancePath === '' ? '' : `${error.instancePath} `;
    const line = `${location}${describeOne(error)}${describeValue(error)}`;
    if (!lines.includes(line)) lines.push(line);
  }
  if (lines.length <= maxErrors) return lines;
  return [...lines.slice(0, maxErrors), `… and ${lines.length - maxErrors} more`];
}

function isNoise(error: ErrorObject): boolean {
  if (error.keyword === 'if') return true;
  return error.keyword === 'type' && error.params.type === 'null';
}

/** "must match a schema in anyOf" says nothing when a branch's own error at or below the same place is shown. */
function isExplainedElsewhere(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return false;
  return all.some(
    (other) =>
      other !== error &&
      !isNoise(other) &&
      other.keyword !== error.keyword &&
      (other.instancePath === error.instancePath || other.instancePath.startsWith(`${error.instancePath}/`)),
  );
}

function describeOne(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `must not have property "${String(params.additionalProperty)}" (the schema is closed)`;
    case 'unevaluatedProperties':
      return `must not have property "${String(params.unevaluatedProperty)}" (the schema is closed)`;
    case 'enum':
      return `must be one of ${JSON.stringify(params.allowedValues).slice(0, 200)}`;
    default:
      return error.message ?? error.keyword;
  }
}

function describeValue(error: ErrorObject): string {
  if (error.keyword === 'required' || error.keyword.endsWith('Properties')) return '';
  const value: unknown = error.data;
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
    const text = JSON.stringify(value);
    return ` (got ${text.length > 80 ? `${text.slice(0, 77)}…` : text})`;
  }
  return '';
}
