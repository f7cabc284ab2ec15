/**
 * Leaves out of a record the fields its model marks `x-pii` (as the
 * reference does: names, emails, phone numbers, birthdays…), at any depth:
 * nested objects, arrays of them, and nullable or alternative forms
 * (`anyOf`). An MCP session without the `pii` scope gets records this way;
 * what the model does not describe is kept as it is.
 */
type Schema = Record<string, unknown>;

function branches(schema: Schema): Schema[] {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return alternatives ?? [schema];
}

function strip(schema: Schema | undefined, value: unknown): unknown {
  if (schema === undefined || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = branches(schema).find((branch) => branch.items !== undefined)?.items as Schema | undefined;
    return items === undefined ? value : value.map((item) => strip(items, item));
  }
  const objectForm = branches(schema).find((branch) => branch.properties !== undefined);
  const properties = objectForm?.properties as Record<string, Schema> | undefined;
  if (properties === undefined) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
    const fieldSchema = properties[name];
    if (fieldSchema !== undefined && fieldSchema['x-pii'] === true) continue;
    kept[name] = strip(fieldSchema, field);
  }
  return kept;
}

/** A record, or a list's records, without their personal fields. */
export function withoutPii(model: unknown, data: unknown): unknown {
  const schema = model as Schema;
  return Array.isArray(data) ? data.map((record) => strip(schema, record)) : strip(schema, data);
}
