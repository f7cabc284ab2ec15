/**
 * Shared links, as Box sets them through an item's update (`PUT /files/{id}`
 * or `/folders/{id}` with `shared_link`: an object creates or changes the
 * link, null removes it) and opens them (`GET /shared_items` with the
 * `BoxApi: shared_link=<url>` header). A link is open, company or
 * collaborators, may forbid download, may have a password (open links only,
 * at least eight characters, as openapi.json says; a link made company or
 * collaborators loses it) and an expiry (`unshared_at`, kept and shown: the
 * emulator does not remove the link when it passes). Vanity names are not
 * emulated, and opening a link does not ask its password.
 */
import { randomBytes } from 'node:crypto';
import { fail, type KitContext } from '../framework/kit/index.js';
import type { BoxAccount } from './accounts.js';
import { boxFailure } from './dialect.js';
import { files, folders, type SharedLink, type StoredItem } from './items.js';

const ACCESS = ['open', 'company', 'collaborators'] as const;

export function newLinkToken(): string {
  return randomBytes(16).toString('hex');
}

/** Applies an update's `shared_link` to the item. */
export function applySharedLink(item: StoredItem, value: unknown, now: number): void {
  if (value === null) {
    item.sharedLink = null;
    return;
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw fail.validation('shared_link must be an object or null');
  const asked = value as { access?: unknown; permissions?: { can_download?: unknown } };
  const access = asked.access ?? item.sharedLink?.access ?? 'open';
  if (!ACCESS.includes(access as SharedLink['access'])) throw fail.validation(`Invalid value '${String(access).slice(0, 20)}' for shared_link.access`);
  const canDownload = asked.permissions?.can_download ?? item.sharedLink?.canDownload ?? true;
  if (typeof canDownload !== 'boolean') throw fail.validation('shared_link.permissions.can_download must be a boolean');
  item.sharedLink = {
    token: item.sharedLink?.token ?? newLinkToken(),
    access: access as SharedLink['access'],
    canDownload,
    createdAt: item.sharedLink?.createdAt ?? now,
    downloadCount: item.sharedLink?.downloadCount ?? 0,
    previewCount: item.sharedLink?.previewCount ?? 0,
    password: passwordOf(value as { password?: unknown }, access as SharedLink['access'], item.sharedLink),
    unsharedAt: unsharedAtOf(value as { unshared_at?: unknown }, item.sharedLink),
  };
}

/** openapi.json: a password only on an open link, at least eight characters; null removes it. */
function passwordOf(asked: { password?: unknown }, access: SharedLink['access'], current: SharedLink | null): string | null {
  if (asked.password === undefined) return access === 'open' ? (current?.password ?? null) : null;
  if (asked.password === null) return null;
  if (typeof asked.password !== 'string') throw fail.validation('shared_link.password must be text or null');
  if (access !== 'open') throw boxFailure('validation', 'bad_request', 'A password can only be set when access is set to open');
  if (asked.password.length < 8) throw boxFailure('validation', 'bad_request', 'Password must be at least eight characters long');
  return asked.password;
}

function unsharedAtOf(asked: { unshared_at?: unknown }, current: SharedLink | null): number | null {
  if (asked.unshared_at === undefined) return current?.unsharedAt ?? null;
  if (asked.unshared_at === null) return null;
  const at = typeof asked.unshared_at === 'string' ? Date.parse(asked.unshared_at) : Number.NaN;
  if (Number.isNaN(at)) throw fail.validation('shared_link.unshared_at must be a date-time');
  return at;
}

/** The item a `BoxApi: shared_link=<url>` header names. */
export function itemOfSharedLink(ctx: KitContext<BoxAccount>): StoredItem {
  const header = ctx.request.headers.boxapi;
  const url = typeof header === 'string' ? new URLSearchParams(header.replace(/&/g, '%26').replace(/,?\s*shared_link_password=.*$/, '')).get('shared_link') : null;
  if (!url) throw fail.validation('The BoxApi header must name a shared_link');
  const token = /\/s\/([0-9a-f]+)$/.exec(url)?.[1];
  const item = token ? [...folders(ctx.tenant).all(), ...files(ctx.tenant).all()].find((candidate) => candidate.sharedLink?.token === token) : undefined;
  if (!item) throw boxFailure('not_found', 'not_found', 'Not Found');
  return item;
}
