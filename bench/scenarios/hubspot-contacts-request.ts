/**
 * The first page of HubSpot contacts exactly as the connector asks for it
 * (src/connectors/hubspot/crm-objects.ts, a list without filters): its contact properties and
 * the account's custom ones, the associations it maps, then the paging's
 * `limit`, encoded as its HTTP client encodes a query. The "emulator (direct)"
 * target and the floor both send this.
 */
import { listPaging } from '../../src/connectors/hubspot/api.js';
import { CONTACT_ASSOCIATIONS, CONTACT_PROPERTIES } from '../../src/connectors/hubspot/contact-fields.js';
import type { PropertyDefinition } from '../../src/connectors/hubspot/definitions.js';

export const CONTACTS_PATH = '/crm/v3/objects/contacts';
export const CONTACT_DEFINITIONS_PATH = '/crm/v3/properties/contacts';

/** The account's own properties, told from HubSpot's as the connector does (definitions.ts customDefinitions). */
export function customDefinitions(definitions: readonly PropertyDefinition[]): PropertyDefinition[] {
  return definitions.filter((definition) => definition.hubspotDefined !== true);
}

export function contactsFirstPage(customNames: readonly string[], limit: number): string {
  const query = new URLSearchParams({ properties: [...new Set([...CONTACT_PROPERTIES, ...customNames])].join(','), associations: CONTACT_ASSOCIATIONS.join(',') });
  const page = listPaging.request({ list: new URL(`http://upstream${CONTACTS_PATH}`), limit, state: undefined });
  if (!('query' in page)) throw new Error('HubSpot list paging asks for a URL on a first page');
  for (const [name, value] of Object.entries(page.query)) query.append(name, String(value));
  return `${CONTACTS_PATH}?${query.toString()}`;
}
