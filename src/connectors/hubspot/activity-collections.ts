/**
 * Each activity type's objects (activity-types.ts) as a CRM collection of its
 * own (crm-objects.ts), with that type's field table (activity-fields.ts): the
 * activities list walks or merges them, and one, update and delete reach the
 * one an id's type names.
 */
import { activities } from '../../unified/crm/activities.js';
import type { ResourceImplementation } from '../framework/define.js';
import { fieldsOf, type Activity } from './activity-fields.js';
import { ACTIVITY_TYPES, type ActivityType } from './activity-types.js';
import { crmObjects } from './crm-objects.js';
import { relatedLinks } from './notes.js';
import { associatedWith, equals, since } from './search-filters.js';

export const ACTIVITY_FILTERS = { company_id: associatedWith('company'), contact_id: associatedWith('contact'), owner_id: equals('hubspot_owner_id'), updated_since: since('hs_lastmodifieddate') };

const collections = new Map(ACTIVITY_TYPES.map((type) => [type, crmObjects(activities, {
  downstream: { id: type.objectType, name: type.objectType },
  what: type.type,
  fields: fieldsOf(type),
  associations: ['contacts', 'companies', 'deals', 'leads'],
  // The times each type's search sorts by: HubSpot's createdAt and updatedAt, which the merge compares.
  properties: ['hs_createdate', 'hs_lastmodifieddate'],
  filters: ACTIVITY_FILTERS,
  links: relatedLinks,
  hooks: {
    // HubSpot needs every engagement's time: a new one without any is timed now.
    properties: (_ctx, { mode }, mapped) => (mode === 'create' && !mapped.hs_timestamp ? { hs_timestamp: new Date().toISOString() } : {}),
  },
}).implementation]));

export const collectionOf = (type: ActivityType) => collections.get(type) as Required<ResourceImplementation<Activity>>;
