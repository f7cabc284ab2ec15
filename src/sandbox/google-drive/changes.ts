/**
 * Drive's changes feed (drive-v3.json changes.getStartPageToken, changes.list):
 * every item and shared drive created, changed, trashed or deleted after the
 * seed, read from the kit's change journal (state.ts), so whatever route
 * wrote (the kit's operations, moves, trash reaching a folder's items,
 * deletes, copies, uploads) appears without a hook of its own. A page token
 * is the journal's sequence number: `changes.list` answers the changes after
 * it, one per item (its latest state, as Drive collapses a file's changes),
 * with `nextPageToken` while more remain and `newStartPageToken` on the last
 * page. A trashed file is a change with `file.trashed: true`; a deleted one
 * (or a deleted shared drive) is `removed: true` without the record.
 */
import type { FastifyInstance } from 'fastify';
import { fail, type Answer, type JournalEntry, type KitContext, type PlatformKit } from '../framework/kit/index.js';
import type { GoogleDriveAccount } from './accounts.js';
import { withFields } from './file-routes.js';
import { visible } from './files.js';

type Ctx = KitContext<GoogleDriveAccount>;

const PAGE_DEFAULT = 100;
const PAGE_MAX = 1000;
const FEED_TABLES = new Set(['files', 'drives']);

export const CHANGES_DEFAULT_FIELDS = 'kind,nextPageToken,newStartPageToken,changes(kind,changeType,time,removed,fileId,file(kind,id,name,mimeType,driveId),driveId,drive(kind,id,name))';

/** A page token: the journal sequence number the page starts after. */
export function pageTokenOf(ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): number {
  const text = ctx.request.query.get('pageToken');
  if (text === null || text === '') throw fail.validation('Required parameter: pageToken', { field: 'pageToken', code: 'required' });
  const token = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(token) || token > kit.journal.seq) throw fail.validation('Invalid Value', { field: 'pageToken', code: 'invalid' });
  return token;
}

const flag = (ctx: Ctx, name: string, fallback: boolean) => {
  const value = ctx.request.query.get(name);
  return value === null ? fallback : value === 'true';
};

/** The account's feed entries after `after`: the latest entry of each item, oldest first. */
export function feedEntries(kit: PlatformKit<GoogleDriveAccount>, accountId: string, after: number): JournalEntry[] {
  const latest = new Map<string, JournalEntry>();
  for (const entry of kit.journal.since(after)) {
    if (entry.account !== accountId || !FEED_TABLES.has(entry.table)) continue;
    const key = `${entry.table}:${entry.id}`;
    latest.delete(key);
    latest.set(key, entry);
  }
  return [...latest.values()];
}

function changeOf(entry: JournalEntry, ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): Record<string, unknown> | undefined {
  const record = ctx.tenant.table(entry.table).get(entry.id);
  const time = new Date(typeof record?.modifiedTime === 'string' ? Date.parse(record.modifiedTime) : ctx.now).toISOString();
  if (entry.table === 'drives') {
    const drive = record === undefined ? {} : { drive: kit.present('drives', record, ctx) };
    return { kind: 'drive#change', changeType: 'drive', type: 'drive', time, removed: record === undefined, driveId: entry.id, ...drive };
  }
  // A shared drive's items are changes only for a client that says it reads them (its root folder is the drive's change).
  if (record !== undefined && (!visible(record, ctx.request) || (record.driveId !== undefined && !flag(ctx, 'includeItemsFromAllDrives', false)))) return undefined;
  if (record !== undefined && ctx.tenant.table('drives').has(record.id)) return undefined;
  const file = record === undefined ? {} : { file: kit.present('files', record, ctx), ...(record.driveId === undefined ? {} : { driveId: record.driveId }) };
  return { kind: 'drive#change', changeType: 'file', type: 'file', time, removed: record === undefined, fileId: entry.id, ...file };
}

function listChanges(ctx: Ctx, kit: PlatformKit<GoogleDriveAccount>): Answer {
  const after = pageTokenOf(ctx, kit);
  const sizeText = ctx.request.query.get('pageSize');
  const size = sizeText === null ? PAGE_DEFAULT : Number(sizeText);
  if (!Number.isInteger(size) || size < 1) throw fail.validation('Invalid Value', { field: 'pageSize', code: 'invalid' });
  const includeRemoved = flag(ctx, 'includeRemoved', true);
  const entries = feedEntries(kit, ctx.account.id, after);
  const page = entries.slice(0, Math.min(size, PAGE_MAX));
  const changes = page.map((entry) => changeOf(entry, ctx, kit)).filter((change) => change !== undefined && (includeRemoved || change.removed !== true));
  const more = entries.length > page.length;
  const position = more ? { nextPageToken: String((page.at(-1) as JournalEntry).seq) } : { newStartPageToken: String(kit.journal.seq) };
  return { status: 200, body: { kind: 'drive#changeList', ...position, changes } };
}

export function registerChangeRoutes(app: FastifyInstance, kit: PlatformKit<GoogleDriveAccount>): void {
  const base = '/drive/v3/changes';
  app.get(`${base}/startPageToken`, withFields(kit, '*', () => ({ status: 200, body: { kind: 'drive#startPageToken', startPageToken: String(kit.journal.seq) } })));
  app.get(base, withFields(kit, CHANGES_DEFAULT_FIELDS, (ctx) => listChanges(ctx, kit)));
}
