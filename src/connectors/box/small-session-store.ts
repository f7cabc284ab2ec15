/**
 * Where Box's small upload sessions (small-sessions.ts) live: a folder per
 * session under the data folder's `transfers/box-sessions/` (the system's
 * temporary folder where the service has no data folder), holding
 * `meta.json` and one file per part. A session belongs to the Box user who
 * opened it, checked on every call; it expires after seven days, and
 * expired ones are removed when a session is opened.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorContext } from '../framework/define.js';
import type { NewFile } from './direct-upload.js';

/** Parts of a small session: Box's own part size for files near its minimum (8 MiB). */
export const SMALL_PART_SIZE = 8 * 1024 * 1024;
export const SMALL_SESSION_TTL_MS = 7 * 86_400_000;
const SMALL_ID = /^small-([0-9a-f]{32})-(\d{1,9})$/;
const PART_FILE = /^part-(\d{1,6})$/;

export interface Meta {
  name: string;
  folderId: string;
  size: number;
  userId: string;
  createdAt: number;
}

export interface Opened {
  id: string;
  dir: string;
  meta: Meta;
}

export const isSmallSession = (id: string) => SMALL_ID.test(id);
const rootOf = (ctx: ConnectorContext) => path.join(ctx.spoolDir ?? path.join(os.tmpdir(), 'svc-transfers'), 'box-sessions');
export const gone = (id: string) => new ApiError('EntityNotFoundError', { message: `No Box upload session "${id.slice(0, 80)}": it was finished, aborted or has expired`, detail: { id: id.slice(0, 80) } });

async function boxUserId(ctx: ConnectorContext): Promise<string> {
  const { body } = await ctx.http.request<{ id?: string }>({ method: 'GET', path: '/users/me', query: { fields: 'id' } });
  if (!body.id) throw new ApiError('ConnectorExecutionError', { status: 502, message: 'Box did not say who the connection signs in as' });
  return body.id;
}

async function sweepExpired(root: string, now: number): Promise<void> {
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const meta = await readFile(path.join(root, name, 'meta.json'), 'utf8').then((text) => JSON.parse(text) as Meta, () => undefined);
    if (!meta || now - meta.createdAt > SMALL_SESSION_TTL_MS) await rm(path.join(root, name), { recursive: true, force: true });
  }
}

export async function openSmallSession(ctx: ConnectorContext, file: NewFile, size: number): Promise<string> {
  const root = rootOf(ctx);
  await sweepExpired(root, Date.now());
  const token = randomBytes(16).toString('hex');
  const dir = path.join(root, token);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const meta: Meta = { name: file.name, folderId: file.folderId, size, userId: await boxUserId(ctx), createdAt: Date.now() };
  await writeFile(path.join(dir, 'meta.json'), JSON.stringify(meta), { mode: 0o600 });
  return `small-${token}-${size}`;
}

export async function opened(ctx: ConnectorContext, id: string): Promise<Opened> {
  const match = SMALL_ID.exec(id);
  if (!match) throw gone(id);
  const dir = path.join(rootOf(ctx), match[1]!);
  const meta = await readFile(path.join(dir, 'meta.json'), 'utf8').then((text) => JSON.parse(text) as Meta, () => undefined);
  if (!meta) throw gone(id);
  if (Date.now() - meta.createdAt > SMALL_SESSION_TTL_MS) {
    await rm(dir, { recursive: true, force: true });
    throw gone(id);
  }
  if (meta.userId !== (await boxUserId(ctx))) throw gone(id);
  return { id, dir, meta };
}

/** The parts on disk: part number, offset and size. */
export async function partsOn({ dir }: Opened): Promise<{ part_id: string; offset: number; size: number }[]> {
  const parts = [];
  for (const name of await readdir(dir)) {
    const match = PART_FILE.exec(name);
    if (match) parts.push({ part_id: match[1]!, offset: Number(match[1]) * SMALL_PART_SIZE, size: (await stat(path.join(dir, name))).size });
  }
  return parts.sort((a, b) => a.offset - b.offset);
}
