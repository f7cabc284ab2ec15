/**
 * A Box item's `shared_link` as a unified shared link and back. Box says
 * nothing of when a link was made or changed, so those fields stay absent.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { toIsoDateTime } from '../../core/dates.js';
import type { SharedLink } from '../../unified/file-storage/shared-links.js';
import type { BoxItem, BoxSharedLink } from './item-fields.js';

export type Kind = 'file' | 'folder';

const SCOPES = { open: 'public', company: 'company' } as const;

/** The unified fields Box links fill: read back, and `password` written. */
export const LINK_MAPPED_FIELDS = ['url', 'download_url', 'target_id', 'target', 'scope', 'password_protected', 'password', 'expires_at'] as const;

export function unifiedLink(kind: Kind, item: BoxItem, link: BoxSharedLink): Static<typeof SharedLink> {
  return {
    url: link.url,
    download_url: link.download_url ?? null,
    target_id: item.id,
    target: { id: item.id, name: item.name ?? null, type: kind },
    scope: SCOPES[link.access as keyof typeof SCOPES] ?? null,
    password_protected: link.is_password_enabled ?? false,
    expires_at: toIsoDateTime(link.unshared_at),
  };
}

/**
 * Box's `shared_link` for a unified write: the access the scope asks (Box's
 * default for the enterprise where a new link names none), the password
 * where given, and none left on a link that stops being open.
 */
export function boxLinkFor(record: { scope?: unknown; password?: unknown }, current: BoxSharedLink | null | undefined): Record<string, unknown> {
  const access = record.scope === 'public' ? 'open' : record.scope === 'company' ? 'company' : current?.access;
  const password = record.password;
  if (typeof password === 'string' && access !== 'open') {
    const reason = 'Box takes a password on public links only (scope public)';
    throw new ApiError('RequestValidationError', { message: reason, detail: { field: 'password', reason } });
  }
  const dropPassword = access !== undefined && access !== 'open' && current?.is_password_enabled === true;
  return {
    ...(access !== undefined ? { access } : {}),
    ...(password !== undefined ? { password } : dropPassword ? { password: null } : {}),
  };
}
