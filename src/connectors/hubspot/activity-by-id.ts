/**
 * One, update and delete of a unified activity: its id names its type and
 * HubSpot's own id (activity-types.ts), so each goes to that type's
 * collection (activity-collections.ts) in one call. An update cannot change
 * the activity's type.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ResourceImplementation } from '../framework/define.js';
import { collectionOf } from './activity-collections.js';
import type { Activity } from './activity-fields.js';
import { parseActivityId } from './activity-types.js';

type ById = Required<ResourceImplementation<Activity>>;

export const oneActivity: ById['one'] = async (ctx, { id }) => {
  const { type, downstreamId } = parseActivityId(id);
  return collectionOf(type).one(ctx, { id: downstreamId, parents: {} });
};

export const updateActivity: ById['update'] = async (ctx, { id, record }) => {
  const { type, downstreamId } = parseActivityId(id);
  if (record.type !== undefined && record.type !== type.type) throw new ApiError('RequestValidationError', { message: `Activity ${id.slice(0, 40)} is a ${type.type}; HubSpot cannot change an activity's type`, detail: { field: 'type' } });
  await collectionOf(type).update(ctx, { id: downstreamId, parents: {}, record });
  return { id };
};

export const deleteActivity: ById['delete'] = async (ctx, { id }) => {
  const { type, downstreamId } = parseActivityId(id);
  await collectionOf(type).delete(ctx, { id: downstreamId, parents: {} });
  return { id };
};
