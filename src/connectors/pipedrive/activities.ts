/**
 * Unified activities on Pipedrive activities (API v2: /api/v2/activities);
 * the mapping is activity-fields.ts. Filters, all parameters of the list:
 * owner_id, contact_id (person_id), company_id (org_id) and updated_since.
 * Pipedrive's v2 list takes no activity type, so filter[type] is not
 * offered. Sort: created_at (add_time), updated_at (update_time).
 */
import { activities } from '../../unified/crm/activities.js';
import { collection } from '../kit/index.js';
import { rfc3339, V2 } from './api.js';
import { activityFields } from './activity-fields.js';
import { idFilter, pipedriveRecords } from './dialect.js';

export const pipedriveActivities = collection(activities, {
  ...pipedriveRecords(`${V2}/activities`, 'activity'),
  downstream: { id: 'activities', name: 'Activities' },
  what: 'activity',
  fields: activityFields,
  filters: {
    owner_id: idFilter('owner_id', 'owner_id'),
    contact_id: idFilter('contact_id', 'person_id'),
    company_id: idFilter('company_id', 'org_id'),
    updated_since: (since) => ({ updated_since: rfc3339(since) }),
  },
});
