/**
 * Drive's changes feed (drive-v3.json changes.getStartPageToken,
 * changes.list) as the poller's feed (framework/changes-feed.ts): a start
 * page token, then `changes.list` from it, `nextPageToken` while a page
 * follows and `newStartPageToken` on the last. Files read the `file` changes,
 * shared drives the `drive` ones. A change with `removed` (deleted, or out of
 * the user's reach) or a file in the trash is the record gone: the unified
 * list never shows trashed items.
 *
 * The files feed covers what the unified list without a filter lists (My
 * Drive and the files shared with the user: Drive's `user` corpus), so a
 * change is compared with what that listing showed; items of shared drives
 * are not reported (a shortcut, named in README.md).
 */
import type { ChangesFeed, FeedChange } from '../framework/changes-feed.js';
import type { ConnectorContext } from '../framework/define.js';
import { ALL_DRIVES, DRIVE, ITEM_FIELDS } from './api.js';
import { driveFields, DRIVE_FIELDS, type DriveRecord } from './drive-fields.js';
import { driveFileFields, type DriveItem } from './item-fields.js';

/** changes.list serves at most 1,000 changes a page (drive-v3.json `pageSize`). */
const PAGE_MAX = 1000;

interface DriveChange {
  changeType?: string;
  removed?: boolean;
  time?: string;
  fileId?: string;
  file?: DriveItem;
  driveId?: string;
  drive?: DriveRecord;
}

interface ChangeList {
  changes?: DriveChange[];
  nextPageToken?: string;
  newStartPageToken?: string;
}

const FIELDS = `nextPageToken,newStartPageToken,changes(changeType,removed,time,fileId,file(${ITEM_FIELDS}),driveId,drive(${DRIVE_FIELDS}))`;

async function startPageToken(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ startPageToken?: string }>({ method: 'GET', path: `${DRIVE}/changes/startPageToken`, query: { ...ALL_DRIVES, fields: 'startPageToken' } });
  if (typeof body.startPageToken !== 'string' || body.startPageToken === '') throw new Error('Google Drive answered no startPageToken');
  return body.startPageToken;
}

async function readChanges(ctx: ConnectorContext, pageToken: string, limit: number, pick: (change: DriveChange) => FeedChange | undefined) {
  const query = { ...ALL_DRIVES, pageToken, pageSize: Math.min(Math.max(limit, 1), PAGE_MAX), includeRemoved: 'true', fields: FIELDS };
  const { body } = await ctx.http.request<ChangeList>({ method: 'GET', path: `${DRIVE}/changes`, query });
  const changes = (body.changes ?? []).flatMap((change) => pick(change) ?? []);
  return { changes, nextPage: body.nextPageToken || undefined, resumeAt: body.newStartPageToken || undefined };
}

const timeOf = (change: DriveChange) => (change.time && !Number.isNaN(Date.parse(change.time)) ? new Date(change.time) : undefined);

export const driveFileChanges: ChangesFeed = {
  start: startPageToken,
  read: (ctx, position, limit) =>
    readChanges(ctx, position, limit, (change) => {
      if (change.changeType !== 'file' || typeof change.fileId !== 'string') return undefined;
      if (change.removed === true || !change.file || change.file.trashed === true) return { id: change.fileId, removed: true, at: timeOf(change) };
      return { id: change.fileId, record: driveFileFields(change.file) };
    }),
};

export const sharedDriveChanges: ChangesFeed = {
  start: startPageToken,
  read: (ctx, position, limit) =>
    readChanges(ctx, position, limit, (change) => {
      if (change.changeType !== 'drive' || typeof change.driveId !== 'string') return undefined;
      if (change.removed === true || !change.drive) return { id: change.driveId, removed: true, at: timeOf(change) };
      return { id: change.driveId, record: driveFields(change.drive) };
    }),
};
