/**
 * An object type's property definitions (GET /crm/v3/properties/{objectType}),
 * which say what `custom_fields` are: the properties the account made itself
 * (not `hubspotDefined`). HubSpot answers only the properties a read names,
 * so every read of records with custom fields needs the names first; they
 * are kept for a minute per connection (the credentials and base URL, hashed)
 * and object type, so a list costs one call, not two.
 */
import { createHash } from 'node:crypto';
import { TtlCache } from '../../core/ttl-cache.js';
import type { ConnectorContext } from '../framework/define.js';
import { segment } from '../framework/rest/path.js';

export interface PropertyDefinition {
  name: string;
  label: string;
  type: string;
  fieldType: string;
  description?: string;
  hubspotDefined?: boolean;
  options?: { label: string; value: string }[];
  modificationMetadata?: { readOnlyValue?: boolean };
}

/** How long definitions are reused: a property made at HubSpot shows in custom_fields within this time. */
export const DEFINITIONS_TTL_MS = 60_000;

const cache = new TtlCache<string, PropertyDefinition[]>(DEFINITIONS_TTL_MS, 5_000);

/**
 * The key of each settings object as last computed, by base URL: a
 * connection's settings are one object while the vault caches them, so the
 * hash is not redone on every call.
 */
const keysOfSettings = new WeakMap<object, { baseUrl: string; key: string }>();

/** Who is asking: the base URL and every setting (secrets included), hashed, so two connections never share an entry. */
export function connectionKey(ctx: ConnectorContext): string {
  const known = keysOfSettings.get(ctx.settings);
  if (known?.baseUrl === ctx.http.baseUrl) return known.key;
  const settings = Object.entries(ctx.settings).sort(([a], [b]) => a.localeCompare(b));
  const key = createHash('sha256').update(ctx.http.urlOf('/').href).update('\0').update(JSON.stringify(settings)).digest('base64url');
  keysOfSettings.set(ctx.settings, { baseUrl: ctx.http.baseUrl, key });
  return key;
}

export async function definitionsOf(ctx: ConnectorContext, objectType: string): Promise<PropertyDefinition[]> {
  return cache.getOrLoad(`${connectionKey(ctx)}:${objectType}`, async () => {
    const { body } = await ctx.http.request<{ results?: PropertyDefinition[] }>({ method: 'GET', path: `/crm/v3/properties/${segment(objectType)}` });
    return body.results ?? [];
  });
}

/** The custom ones of each cached definition list, picked once: every read of a list needs them, often twice. */
const customOfList = new WeakMap<readonly PropertyDefinition[], readonly PropertyDefinition[]>();

/** The account's own properties of an object type, writable or not (one array while the definitions are cached). */
export async function customDefinitions(ctx: ConnectorContext, objectType: string): Promise<readonly PropertyDefinition[]> {
  const all = await definitionsOf(ctx, objectType);
  let custom = customOfList.get(all);
  if (!custom) {
    custom = Object.freeze(all.filter((definition) => definition.hubspotDefined !== true));
    customOfList.set(all, custom);
  }
  return custom;
}

/** Forgets the definitions of a type (after the connector itself changed them). */
export function forgetDefinitions(ctx: ConnectorContext, objectType: string): void {
  cache.delete(`${connectionKey(ctx)}:${objectType}`);
}
