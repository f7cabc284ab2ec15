/**
 * Custom object schemas (/crm/v3/schemas): what a custom object type is
 * called and which properties it has. Kept a minute per connection and
 * type, like property definitions, since every read of custom objects needs
 * the schema's primary display property.
 */
import { TtlCache } from '../../core/ttl-cache.js';
import type { ConnectorContext } from '../framework/define.js';
import { forRecord } from './api.js';
import { connectionKey, type PropertyDefinition } from './definitions.js';
import { segment } from '../framework/rest/path.js';

export interface HubspotSchema {
  id: string;
  objectTypeId: string;
  name: string;
  fullyQualifiedName?: string;
  description?: string | null;
  labels?: { singular?: string; plural?: string };
  primaryDisplayProperty?: string;
  requiredProperties?: string[];
  properties?: PropertyDefinition[];
  archived?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** A custom object type id ("2-3508112") or fully qualified name ("p24681357_projects"). */
export const OBJECT_TYPE = /^(2-\d{1,20}|p\d{1,20}_[a-z][a-z0-9_]{0,99})$/;

const schemas = new TtlCache<string, HubspotSchema>(60_000, 2_000);

export async function readSchema(ctx: ConnectorContext, objectType: string): Promise<HubspotSchema> {
  const { body } = await forRecord('custom object schema', objectType, () => ctx.http.request<HubspotSchema>({ method: 'GET', path: `/crm/v3/schemas/${segment(objectType)}` }), OBJECT_TYPE);
  return body;
}

export async function cachedSchema(ctx: ConnectorContext, objectType: string): Promise<HubspotSchema> {
  return schemas.getOrLoad(`${connectionKey(ctx)}:${objectType}`, () => readSchema(ctx, objectType));
}

export function forgetSchema(ctx: ConnectorContext, objectType: string): void {
  schemas.delete(`${connectionKey(ctx)}:${objectType}`);
}

/** The schema's own properties (not the ones every record has). */
export function ownProperties(schema: HubspotSchema): PropertyDefinition[] {
  return (schema.properties ?? []).filter((property) => property.hubspotDefined !== true);
}
