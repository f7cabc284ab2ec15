/**
 * `GET /api/v1/employees/changed`: which employees were inserted, updated or
 * deleted since a time, for syncing without reading everyone. BambooHR's API
 * cannot delete an employee (an administrator can, in the app): deletions are
 * kept as tombstones in `employee_deletions`, seeded and added by tests
 * through the control plane.
 */
import { defineResource, fail, type KitContext } from '../framework/kit/index.js';
import type { BambooHRAccount } from './account.js';

const TYPES = ['inserted', 'updated', 'deleted', 'all'];

/** An employee removed in the app: the id is the employee's, `deletedAt` when (epoch ms). */
export const employeeDeletions = defineResource<BambooHRAccount>({
  name: 'employee_deletions',
  routes: {},
  newId: () => {
    throw new Error('tombstones are named by the deleted employee');
  },
  fields: { deletedAt: { kind: 'time' } },
});

interface Change {
  id: string;
  action: 'Inserted' | 'Updated' | 'Deleted';
  at: number;
}

export function changedEmployees(ctx: KitContext<BambooHRAccount>, time: (ms: number) => string): { latest: string; employees: Record<string, { id: string; action: string; lastChanged: string }> } {
  const sinceText = ctx.request.query.get('since');
  const since = sinceText === null ? NaN : Date.parse(sinceText);
  if (Number.isNaN(since)) throw fail.validation('since must be an ISO 8601 date and time', { field: 'since' });
  const type = ctx.request.query.get('type') ?? 'all';
  if (!TYPES.includes(type)) throw fail.validation(`type must be one of ${TYPES.join(', ')}`, { field: 'type' });
  const changes: Change[] = [
    ...ctx.tenant.table('employees').all().map((employee): Change => ({
      id: employee.id, action: Number(employee.created) > since ? 'Inserted' : 'Updated', at: Number(employee.lastChanged),
    })),
    ...ctx.tenant.table(employeeDeletions.name).all().map((tombstone): Change => ({ id: tombstone.id, action: 'Deleted', at: Number(tombstone.deletedAt) })),
  ].filter((change) => change.at > since && (type === 'all' || change.action.toLowerCase() === type));
  const latest = changes.reduce((most, change) => Math.max(most, change.at), since);
  return {
    latest: time(latest),
    employees: Object.fromEntries(changes.map((change) => [change.id, { id: change.id, action: change.action, lastChanged: time(change.at) }])),
  };
}
