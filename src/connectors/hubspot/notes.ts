/**
 * Unified notes on HubSpot notes (object type 0-46).
 *
 * HubSpot notes have no title: `title` is left out, and filter[title] is not
 * offered. Filter by owner_id, updated_since, created_since.
 */
import { notes } from '../../unified/crm/notes.js';
import type { ModelOf } from '../../unified/define.js';
import { fieldTable } from '../kit/index.js';
import { crmObjects } from './crm-objects.js';
import { linkOf, type LinkWrite } from './linked-records.js';
import type { HubspotObject } from './api.js';
import { createdAt, firstLinked, property, recordId, updatedAt, type RecordContext } from './record-fields.js';
import { since } from './search-filters.js';
import { subscriptions } from './webhook-events.js';

type Note = ModelOf<typeof notes>;

/** Unified fields naming associated records, and HubSpot's type of each. */
export const RELATED = [['contact_id', 'contacts'], ['company_id', 'companies'], ['opportunity_id', 'deals'], ['lead_id', 'leads']] as const;

/** The associations a write's related ids ask for (each kept beside others; null removes them). */
export function relatedLinks(record: Partial<Record<(typeof RELATED)[number][0], string | null>>): LinkWrite[] {
  return RELATED.flatMap(([field, to]) => linkOf(to, record[field], field));
}

export const noteFields = fieldTable<Note, HubspotObject, RecordContext>(
  {
    id: recordId,
    content: property('hs_note_body'),
    owner_id: property('hubspot_owner_id'),
    contact_id: firstLinked('contacts'),
    company_id: firstLinked('companies'),
    opportunity_id: firstLinked('deals'),
    lead_id: firstLinked('leads'),
    updated_at: updatedAt(),
    created_at: createdAt(),
  },
  { nullAs: '' },
);

export const hubspotNotes = crmObjects(notes, {
  downstream: { id: 'notes', name: 'Notes' },
  what: 'note',
  fields: noteFields,
  associations: ['contacts', 'companies', 'deals', 'leads'],
  filters: { owner_id: 'equals', updated_since: since('hs_lastmodifieddate'), created_since: since('hs_createdate') },
  links: relatedLinks,
  hooks: {
    // HubSpot needs a note's time; a unified note is timed by its creation.
    properties: (_ctx, { mode }) => (mode === 'create' ? { hs_timestamp: new Date().toISOString() } : {}),
  },
  events: subscriptions('object'),
});
