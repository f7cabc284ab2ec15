/**
 * Ties between path templates that only their parameters tell apart. Some
 * descriptions declare two operations on the same path shape (Xero's
 * GET /Journals/{JournalID} and GET /Journals/{JournalNumber}, or
 * /Contacts/{ContactID} and /Contacts/{ContactNumber}): the vendor serves
 * both and decides by the value. The value decides here too: a template
 * whose parameter's schema rejects it (a number that is not an integer, an
 * id that is not a UUID) does not match, and of those that remain a
 * parameter with a format (a UUID) says more than a free string does.
 */
import { isObject, type OasParameter } from './oas-types.js';
import type { DescribedOperation } from './operation-index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function schemaOf(operation: DescribedOperation, name: string): Record<string, unknown> {
  const parameter = operation.parameters.find((candidate: OasParameter) => candidate.in === 'path' && candidate.name === name);
  return isObject(parameter?.schema) ? (parameter.schema as Record<string, unknown>) : {};
}

function fits(schema: Record<string, unknown>, value: string): boolean {
  if (schema.type === 'integer') return /^-?\d+$/.test(value);
  if (schema.type === 'number') return value.trim() !== '' && Number.isFinite(Number(value));
  if (schema.format === 'uuid') return UUID.test(value);
  return true;
}

/** How much a template's parameters say: one point per parameter with a type or format beyond a plain string. */
function precision(operation: DescribedOperation, names: readonly string[]): number {
  return names.filter((name) => {
    const schema = schemaOf(operation, name);
    return schema.format !== undefined || (schema.type !== undefined && schema.type !== 'string');
  }).length;
}

/** Of operations tied by their templates, those the values fit best (several when still tied). */
export function bestFitting<T extends { operation: DescribedOperation; named: Record<string, string> }>(tied: readonly T[]): T[] {
  const fitting = tied.filter(({ operation, named }) => Object.entries(named).every(([name, value]) => fits(schemaOf(operation, name), value)));
  if (fitting.length <= 1) return fitting;
  const scores = fitting.map(({ operation, named }) => precision(operation, Object.keys(named)));
  const best = Math.max(...scores);
  return fitting.filter((_, index) => scores[index] === best);
}
