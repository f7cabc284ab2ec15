/**
 * Unified notes on HubSpot notes (object type 0-46).
 *
 * | unified                                      | HubSpot                               | notes                                   |
 * |----------------------------------------------|---------------------------------------|-----------------------------------------|
 * | content                                      | hs_note_body                          | HTML                                    |
 * | owner_id                                     | hubspot_owner_id                      |                                         |
 * | contact_id, company_id, opportunity_id, lead_id | the first associated contact, company, deal, lead | written as associations  |
 * | created_at, updated_at                       | createdAt, updatedAt                  | hs_timestamp is set to the creation time |
 *
 * HubSpot notes have no title: `title` is left out, and filter[title] is not
 * offered. Filter by owner_id, updated_since, created_since.
 */
import { toIsoDateTime } from '../../core/dates.js';
import { notes } from '../../unified/crm/notes.js';
import type { ModelOf } from '../../unified/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { nonEmpty } from '../framework/person-fields.js';
import type { PropertyValues } from './api.js';
import { objectResource, type LinkWrite, type RecordContext } from './object-resource.js';
import type { CrmRecord } from './objects.js';
import { equals, since } from './search-filters.js';

type Note = ModelOf<typeof notes>;

/** Unified fields naming associated records, and HubSpot's type of each. */
export const RELATED = [['contact_id', 'contacts'], ['company_id', 'companies'], ['opportunity_id', 'deals'], ['lead_id', 'leads']] as const;

/** The associations a write's related ids ask for (each kept beside others; null removes them). */
export function relatedLinks(record: Partial<Record<(typeof RELATED)[number][0], string | null>>): LinkWrite[] {
  return RELATED.flatMap(([field, to]) => {
    const value = record[field];
    return value === undefined ? [] : [{ to, ids: value === null ? null : [value], field }];
  });
}

export const fromHubspotNote = mapFields<CrmRecord, Note, RecordContext>({
  id: (record) => record.id,
  content: (record) => nonEmpty(record.properties.hs_note_body ?? null),
  owner_id: (record) => nonEmpty(record.properties.hubspot_owner_id ?? null),
  contact_id: (record) => record.links.contacts?.ids[0] ?? null,
  company_id: (record) => record.links.companies?.ids[0] ?? null,
  opportunity_id: (record) => record.links.deals?.ids[0] ?? null,
  lead_id: (record) => record.links.leads?.ids[0] ?? null,
  updated_at: (record) => toIsoDateTime(record.updatedAt),
  created_at: (record) => toIsoDateTime(record.createdAt),
});

export const hubspotNotes = objectResource({
  declaration: notes,
  downstream: { id: 'notes', name: 'Notes' },
  what: 'note',
  objectType: 'notes',
  properties: ['hs_note_body', 'hubspot_owner_id', 'hs_timestamp', 'hs_createdate', 'hs_lastmodifieddate'],
  associations: ['contacts', 'companies', 'deals', 'leads'],
  customFields: false,
  mapper: fromHubspotNote,
  filters: { owner_id: equals('hubspot_owner_id'), updated_since: since('hs_lastmodifieddate'), created_since: since('hs_createdate') },
  sorts: {},
  async write(record, mode) {
    const properties: PropertyValues = {};
    if (record.content !== undefined) properties.hs_note_body = record.content ?? '';
    if (record.owner_id !== undefined) properties.hubspot_owner_id = record.owner_id ?? '';
    // HubSpot needs a note's time; a unified note is timed by its creation.
    if (mode === 'create') properties.hs_timestamp = new Date().toISOString();
    return { properties, links: relatedLinks(record) };
  },
  events: [
    { action: 'created', downstream: 'object.creation' },
    { action: 'updated', downstream: 'object.propertyChange' },
    { action: 'deleted', downstream: 'object.deletion' },
  ],
});
