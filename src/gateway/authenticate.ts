/**
 * API key authentication. The key's hash is looked up once and cached, so the
 * hot path costs one SHA-256 and a map lookup. A key works only with its own
 * application's `x-svc-app-id`; public keys never reach data endpoints.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { AuthContext } from '../core/http/route-config.js';
import { TtlCache } from '../core/ttl-cache.js';
import type { Database } from '../store/database.js';
import { findApiKeyByHash } from '../store/repositories/api-keys.js';
import { hashKey, parseKey, type KeyKind, type KeyMode } from '../vault/api-keys.js';

export type { AuthContext } from '../core/http/route-config.js';

interface CachedKey {
  keyId: string;
  applicationId: string;
  kind: KeyKind;
  mode: KeyMode;
  revoked: boolean;
  scopes: readonly string[] | undefined;
}

const UNKNOWN: CachedKey = { keyId: '', applicationId: '', kind: 'public', mode: 'sandbox', revoked: true, scopes: [] };

function unauthorized(message: string, detail?: unknown): ApiError {
  return new ApiError('UnauthorizedError', { message, detail });
}

export class KeyAuthenticator {
  readonly #db: Database;
  readonly #cache: TtlCache<string, CachedKey>;

  constructor(db: Database, cacheTtlMs: number) {
    this.#db = db;
    this.#cache = new TtlCache(cacheTtlMs, 50_000);
  }

  /** `accept: 'any'` lets public keys through too (routes that serve no consumer data). */
  async authenticate(authorization: string | undefined, appId: string | undefined, accept: 'secret' | 'any' = 'secret'): Promise<AuthContext> {
    if (!authorization) throw unauthorized('Missing Authorization header', { header: 'Authorization: Bearer <API key>' });
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match) throw unauthorized('The Authorization header must be "Bearer <API key>"');
    const key = match[1] as string;
    const shape = parseKey(key);
    if (!shape) throw unauthorized('Invalid API key');
    if (!appId) throw unauthorized('Missing x-svc-app-id header', { header: 'x-svc-app-id' });

    const hash = hashKey(key);
    const found = await this.#cache.getOrLoad(hash, async () => {
      const row = await findApiKeyByHash(this.#db, hash);
      if (!row) return UNKNOWN;
      return {
        keyId: row.id,
        applicationId: row.applicationId,
        kind: row.kind as KeyKind,
        mode: row.mode as KeyMode,
        revoked: row.revokedAt !== null,
        scopes: row.scopes ?? undefined,
      };
    });
    // One message for unknown, revoked and foreign keys: no oracle for which keys exist.
    if (found.revoked || found.applicationId !== appId) throw unauthorized('Invalid API key for this application');
    if (found.kind !== 'secret' && accept === 'secret') {
      throw unauthorized('Public keys cannot call this endpoint; use a secret key from your server');
    }
    return { applicationId: found.applicationId, mode: found.mode, keyId: found.keyId, ...(found.scopes ? { scopes: found.scopes } : {}) };
  }

  /** Drops every cached decision (after a revocation in this process). */
  forget(): void {
    this.#cache.clear();
  }
}
