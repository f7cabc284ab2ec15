/**
 * The `properties` parameter of a CRM object read (crm-objects.ts): the
 * resource's own, the account's custom properties, and those a custom
 * mapping reads.
 */
import type { MappedField } from '../framework/custom-mapping-types.js';
import type { PropertyDefinition } from './definitions.js';

/** HubSpot answers only the properties a read names: a custom mapping's property (`$.root.properties.x`) is named too. */
function mappedProperties(mapped: readonly MappedField[] | undefined): string[] {
  return (mapped ?? []).flatMap(({ path }) => (path.length === 2 && path[0] === 'properties' && typeof path[1] === 'string' ? [path[1]] : []));
}

/** The parameter for a resource that always reads `properties`. */
export function propertyNamesFor(properties: readonly string[]): (custom: readonly PropertyDefinition[], mapped: readonly MappedField[] | undefined) => string {
  // Made once per custom list (one array while it is cached) unless a mapping adds to it.
  const namesByCustom = new WeakMap<readonly PropertyDefinition[], string>();
  return (custom, mapped) => {
    const named = mappedProperties(mapped);
    const known = named.length === 0 ? namesByCustom.get(custom) : undefined;
    if (known !== undefined) return known;
    const names = [...new Set([...properties, ...custom.map((definition) => definition.name), ...named])].join(',');
    if (named.length === 0) namesByCustom.set(custom, names);
    return names;
  };
}
