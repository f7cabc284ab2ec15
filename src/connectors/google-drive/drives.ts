/**
 * Shared drives (drive-v3.json drives.*) as unified drives: listed with
 * `pageToken` (100 a page at most), read, made (drives.create takes a
 * `requestId` that makes it idempotent: the request's idempotency key where
 * there is one), renamed and deleted (Drive refuses a drive that still holds
 * items; its message is passed on). Drive keeps no description of a drive.
 * Drive groups have no counterpart in Drive: the connector declares none,
 * so they answer ConnectorOperationUnsupportedError.
 */
import { randomUUID } from 'node:crypto';
import { implement } from '../framework/define.js';
import { drives } from '../../unified/file-storage/drives.js';
import { driveFields, DRIVE_FIELDS, type DriveRecord } from './drive-fields.js';
import { DRIVE, driveId } from './api.js';
import { sharedDriveChanges } from './changes.js';
import { onItem } from './items.js';

const PAGE_MAX = 100;
const drivePath = (id: string) => `${DRIVE}/drives/${driveId('drive', id)}`;

export const googleDriveDrives = implement(drives, {
  downstream: { id: 'drives', name: 'Shared drives' },
  mapper: driveFields,
  changes: sharedDriveChanges,
  list: {
    paging: true,
    async run(ctx, { limit, state }) {
      const query = { fields: `nextPageToken,drives(${DRIVE_FIELDS})`, pageSize: Math.min(limit, PAGE_MAX), ...(typeof state === 'string' ? { pageToken: state } : {}) };
      const { body } = await ctx.http.request<{ drives?: DriveRecord[]; nextPageToken?: string }>({ method: 'GET', path: `${DRIVE}/drives`, query });
      return { items: (body.drives ?? []).map((drive) => driveFields(drive)), next: body.nextPageToken ? body.nextPageToken : null };
    },
  },
  async one(ctx, { id }) {
    return driveFields(await onItem<DriveRecord>(ctx, 'drive', id, { method: 'GET', path: drivePath(id), query: { fields: DRIVE_FIELDS } }));
  },
  async add(ctx, { record }) {
    const requestId = ctx.idempotencyKey ?? randomUUID();
    const { body } = await ctx.http.request<DriveRecord>({ method: 'POST', path: `${DRIVE}/drives`, json: driveFields.write(record), query: { requestId, fields: DRIVE_FIELDS }, idempotent: true });
    return { id: body.id };
  },
  async update(ctx, { id, record }) {
    const updated = await onItem<DriveRecord>(ctx, 'drive', id, { method: 'PATCH', path: drivePath(id), json: driveFields.write(record), query: { fields: DRIVE_FIELDS } });
    return { id: updated.id };
  },
  async delete(ctx, { id }) {
    await onItem(ctx, 'drive', id, { method: 'DELETE', path: drivePath(id) });
    return { id };
  },
});
