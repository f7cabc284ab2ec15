/**
 * Unified activities on HubSpot's calls, emails, meetings and tasks
 * (activity-types.ts; each type's field table in activity-fields.ts, its
 * collection in activity-collections.ts).
 *
 * A list without filters or sort walks the four object lists one after the
 * other (activity-list-walk.ts); with filters or a sort it merges one search
 * per type (activity-search-merge.ts). filter[type] narrows to one type
 * (activity-type-filter.ts). Sort by created_at or updated_at. One, update
 * and delete reach the type an activity's id names (activity-by-id.ts).
 */
import { activities } from '../../unified/crm/activities.js';
import { implement } from '../framework/define.js';
import { deleteActivity, oneActivity, updateActivity } from './activity-by-id.js';
import { ACTIVITY_FILTERS, collectionOf } from './activity-collections.js';
import { fieldsOf } from './activity-fields.js';
import { walkActivityLists } from './activity-list-walk.js';
import { mergeActivitySearches } from './activity-search-merge.js';
import { typesFor } from './activity-type-filter.js';
import { ACTIVITY_TYPES, activityId, typeNamed, type ActivityType } from './activity-types.js';
import { subscriptions } from './webhook-events.js';

export const hubspotActivities = implement(activities, {
  downstream: { id: 'engagements', name: 'Calls, emails, meetings and tasks' },
  mapper: fieldsOf(ACTIVITY_TYPES[0] as ActivityType),
  list: {
    paging: true,
    filters: [...Object.keys(ACTIVITY_FILTERS), 'type'],
    sortBy: ['created_at', 'updated_at'],
    async run(ctx, params) {
      const types = typesFor(params.filter);
      if (types.length === 0) return { items: [], next: null };
      const filtered = params.sort !== undefined || Object.keys(params.filter).some((name) => name !== 'type' && params.filter[name] !== undefined);
      return filtered ? mergeActivitySearches(ctx, params, types) : walkActivityLists(ctx, params, types);
    },
  },
  one: oneActivity,
  async add(ctx, { record }) {
    const type = typeNamed(record.type);
    return { id: activityId(type, (await collectionOf(type).add(ctx, { record, parents: {} })).id) };
  },
  update: updateActivity,
  delete: deleteActivity,
  events: subscriptions('object'),
});
