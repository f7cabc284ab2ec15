/**
 * Shared links, as Box sets them through an item's update (`PUT /files/{id}`
 * or `/folders/{id}` with `shared_link`: an object creates or changes the
 * link, null removes it) and opens them (`GET /shared_items` with the
 * `BoxApi: shared_link=<url>` header). Passwords, expiry and vanity names
 * are not emulated: a link is open, company or collaborators, and may forbid download.
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
  };
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
