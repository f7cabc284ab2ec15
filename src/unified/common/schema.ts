/**
 * Small builders on top of TypeBox for unified models. Nullable values use JSON
 * Schema type arrays (`["string","null"]`) rather than `anyOf`, because the
 * response serialiser compiles type arrays into straight-line code while
 * `anyOf` costs a validation per value.
 */
import { Type, type Static, type TAddOptional, type TSchema, type TUnsafe } from 'typebox';

interface Annotations {
  title?: string;
  description?: string;
  example?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  deprecated?: boolean;
  'x-pii'?: boolean;
}

export function NullableString(annotations: Annotations = {}): TUnsafe<string | null> {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...annotations });
}

export function NullableBoolean(annotations: Annotations = {}): TUnsafe<boolean | null> {
  return Type.Unsafe<boolean | null>({ type: ['boolean', 'null'], ...annotations });
}

export function NullableNumber(annotations: Annotations = {}): TUnsafe<number | null> {
  return Type.Unsafe<number | null>({ type: ['number', 'null'], ...annotations });
}

export function NullableInteger(annotations: Annotations = {}): TUnsafe<number | null> {
  return Type.Unsafe<number | null>({ type: ['integer', 'null'], ...annotations });
}

/** A list that platforms may answer as null (the reference's nullable arrays). */
export function NullableArray<T extends TSchema>(items: T, annotations: Annotations = {}): TUnsafe<Array<Static<T>> | null> {
  return Type.Unsafe<Array<Static<T>> | null>({ type: ['array', 'null'], items, ...annotations });
}

export function NullableEnum<const T extends string>(values: readonly T[], annotations: Annotations = {}): TUnsafe<T | null> {
  return Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null], ...annotations });
}

export function StringEnum<const T extends string>(values: readonly T[], annotations: Annotations = {}): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values], ...annotations });
}

/** `YYYY-MM-DDTHH:MM:SS.sssZ` or null. */
export function DateTime(annotations: Annotations = {}): TUnsafe<string | null> {
  return NullableString({ format: 'date-time', example: '2020-09-30T07:43:32.000Z', ...annotations });
}

export function ReadOnly<T extends TSchema>(schema: T): T {
  return { ...schema, readOnly: true };
}

/** Audit fields shared by most unified models. */
export const auditFields = {
  updated_by: NullableString({ title: 'Updated by', description: 'The user who last updated the object.', readOnly: true }),
  created_by: NullableString({ title: 'Created by', description: 'The user who created the object.', readOnly: true }),
  updated_at: DateTime({ title: 'Updated at', description: 'When the object was last updated.', readOnly: true }),
  created_at: DateTime({ title: 'Created at', description: 'When the object was created.', readOnly: true }),
};

/**
 * Marks every property optional except the ones named: unified models have few
 * required fields, and declaring them in place keeps the reference API's order.
 */
export function optional<P extends Record<string, TSchema>, const R extends keyof P = never>(
  props: P,
  required: readonly R[] = [],
): { [K in keyof P]: K extends R ? P[K] : TAddOptional<P[K]> } {
  const out: Record<string, TSchema> = {};
  for (const [key, schema] of Object.entries(props)) out[key] = required.includes(key as R) ? schema : Type.Optional(schema);
  return out as { [K in keyof P]: K extends R ? P[K] : TAddOptional<P[K]> };
}

/**
 * A schema that also allows null (a nested object the platform may answer as
 * null: a linked customer, an address), as a type list like the other
 * nullable builders; annotations (readOnly, description) are added to it.
 */
export function Nullable<T extends TSchema>(schema: T, annotations: Annotations = {}): TUnsafe<Static<T> | null> {
  const type = (schema as { type?: string | string[] }).type ?? [];
  const types = Array.isArray(type) ? type : [type];
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [...new Set([...types, 'null'])], ...annotations });
}

/** The same schema with annotations added (readOnly on a nested model where the reference marks it). */
export function Annotated<T extends TSchema>(schema: T, annotations: Annotations): T {
  return { ...schema, ...annotations };
}

/** A free-form object: whatever keys the platform sends. */
export function FreeRecord(annotations: Annotations = {}): TUnsafe<Record<string, unknown>> {
  return Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, ...annotations });
}

/** A free-form object or null. */
export function NullableRecord(annotations: Annotations = {}): TUnsafe<Record<string, unknown> | null> {
  return Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true, ...annotations });
}
