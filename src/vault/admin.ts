/**
 * Applications and their API keys, as the admin command line and the /admin
 * API manage them. A key is shown once, when it is created; only its hash is kept.
 */
import { requireApplication } from './require-application.js';
import { randomBytes } from 'node:crypto';
import { ApiError } from '../core/errors/api-error.js';
import type { Database } from '../store/database.js';
import * as applicationsRepo from '../store/repositories/applications.js';
import * as apiKeysRepo from '../store/repositories/api-keys.js';
import type { ApiKeyRow, ApplicationRow } from '../store/schema.js';
import { generateKey, toBase62, type KeyKind, type KeyMode } from './api-keys.js';
import type { IntegrationService } from './integrations.js';
import type { Scope } from '../unified/scopes.js';

export interface ApplicationView {
  id: string;
  name: string;
  /** Requests allowed per calendar month (UTC); null: unlimited. */
  monthly_request_quota: number | null;
  /** Seconds between two polls of its virtual webhooks; null: the service's default for the key mode. */
  webhook_poll_interval_seconds: number | null;
  created_at: string;
}

export interface KeyView {
  id: string;
  application_id: string;
  kind: KeyKind;
  mode: KeyMode;
  hint: string;
  created_at: string;
  revoked_at: string | null;
  /** What the key may do (src/unified/scopes.ts); null: everything. */
  scopes: Scope[] | null;
}

export function newId(prefix: string, bytes = 12): string {
  return `${prefix}_${toBase62(randomBytes(bytes))}`;
}

export function applicationView(row: ApplicationRow): ApplicationView {
  // bigint: a string from pg, a number from PGlite.
  const quota = row.monthlyRequestQuota === null ? null : Number(row.monthlyRequestQuota);
  return {
    id: row.id,
    name: row.name,
    monthly_request_quota: quota,
    webhook_poll_interval_seconds: row.webhookPollIntervalSeconds ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function keyView(row: ApiKeyRow): KeyView {
  return {
    id: row.id,
    application_id: row.applicationId,
    kind: row.kind as KeyKind,
    mode: row.mode as KeyMode,
    hint: row.hint,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    scopes: (row.scopes as Scope[] | null) ?? null,
  };
}

export { requireApplication };

export class AdminService {
  readonly db: Database;
  readonly #integrations: Pick<IntegrationService, 'enableAll'>;

  constructor(db: Database, integrations: Pick<IntegrationService, 'enableAll'>) {
    this.db = db;
    this.#integrations = integrations;
  }

  async createApplication(name: string, id: string = newId('app')): Promise<ApplicationView> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 200) {
      throw new ApiError('RequestValidationError', { detail: { name: 'must be 1 to 200 characters' } });
    }
    const app = await applicationsRepo.insertApplication(this.db, { id, name: trimmed });
    // A new application offers every connector at once; its operator disables what it does not offer.
    await this.#integrations.enableAll(app.id);
    return applicationView(app);
  }

  async listApplications(): Promise<ApplicationView[]> {
    return (await applicationsRepo.listApplications(this.db)).map(applicationView);
  }

  /** `scopes`: what the key may do; every scope when left out (src/unified/scopes.ts). */
  async createKey(applicationId: string, kind: KeyKind, mode: KeyMode, scopes?: readonly Scope[]): Promise<KeyView & { key: string }> {
    await requireApplication(this.db, applicationId);
    const generated = generateKey(kind, mode);
    const row = await apiKeysRepo.insertApiKey(this.db, {
      id: newId('key'),
      applicationId,
      kind,
      mode,
      hash: generated.hash,
      hint: generated.hint,
      scopes: scopes === undefined ? null : [...scopes],
    });
    return { ...keyView(row), key: generated.key };
  }

  async listKeys(applicationId: string): Promise<KeyView[]> {
    await requireApplication(this.db, applicationId);
    return (await apiKeysRepo.listApiKeys(this.db, applicationId)).map(keyView);
  }

  async revokeKey(keyId: string): Promise<KeyView> {
    const row = await apiKeysRepo.revokeApiKey(this.db, keyId);
    if (!row) throw new ApiError('EntityNotFoundError', { message: 'API key not found', detail: { key_id: keyId } });
    return keyView(row);
  }
}
