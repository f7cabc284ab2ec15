/**
 * filter[type] on HubSpot activities: it narrows the list to one type; a
 * unified type HubSpot has no object for lists nothing, and "note" is refused
 * (HubSpot's notes are /crm/notes).
 */
import { ApiError } from '../../core/errors/api-error.js';
import { ACTIVITY_TYPES, type ActivityType } from './activity-types.js';

/** The types a list covers; none for a unified type HubSpot has no object for. */
export function typesFor(filter: Readonly<Record<string, unknown>>): readonly ActivityType[] {
  const wanted = filter.type;
  if (wanted === undefined) return ACTIVITY_TYPES;
  if (wanted === 'note') {
    throw new ApiError('UnsupportedFiltersError', { message: 'HubSpot notes are served at /crm/notes, not as activities', detail: { unsupported_filters: ['type'], supported_types: ACTIVITY_TYPES.map((type) => type.type) } });
  }
  return ACTIVITY_TYPES.filter((type) => type.type === wanted);
}
