/**
 * Where the command line does its work: straight in the store, or through the
 * /admin API of the running service when that service holds the embedded
 * store (the embedded PostgreSQL server, or PGlite, belongs to that service;
 * going through it also makes a revoked key take effect at once, cache included).
 */
import { ApiError } from '../core/errors/api-error.js';
import { isErrorTypeName } from '../core/errors/catalog.js';
import type { ApplicationDetail } from '../gateway/quotas/index.js';
import type { ApplicationView, KeyView } from '../vault/admin.js';
import type { KeyKind, KeyMode } from '../vault/api-keys.js';
import type { Scope } from '../unified/scopes.js';
import type { IntegrationPatch, IntegrationView } from '../vault/integrations.js';
import type { SourceReportFilter, SourceReportView } from '../webhooks/inbound/source-report.js';

export interface AdminBackend {
  createApplication(name: string): Promise<ApplicationView>;
  listApplications(): Promise<ApplicationView[]>;
  showApplication(applicationId: string): Promise<ApplicationDetail>;
  /** null: unlimited. */
  setQuota(applicationId: string, quota: number | null): Promise<ApplicationDetail>;
  createKey(applicationId: string, kind: KeyKind, mode: KeyMode, scopes?: readonly Scope[]): Promise<KeyView & { key: string }>;
  listKeys(applicationId: string): Promise<KeyView[]>;
  revokeKey(keyId: string): Promise<KeyView>;
  listIntegrations(applicationId: string): Promise<IntegrationView[]>;
  configureIntegration(applicationId: string, serviceId: string, patch: IntegrationPatch): Promise<IntegrationView>;
  removeIntegration(applicationId: string, serviceId: string): Promise<void>;
  /** Whether each connection gets its platform's own webhooks, and what the poller covers meanwhile. */
  webhookSources(applicationId: string, filter: SourceReportFilter): Promise<SourceReportView[]>;
  close(): Promise<void>;
}

export class RemoteAdmin implements AdminBackend {
  readonly #baseUrl: string;
  readonly #token: string;

  constructor(baseUrl: string, token: string) {
    this.#baseUrl = baseUrl;
    this.#token = token;
  }

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.#baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.#token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return undefined as T;
    const payload = (await response.json()) as { data?: T; type_name?: string; message?: string; detail?: unknown };
    if (!response.ok) {
      const type = payload.type_name && isErrorTypeName(payload.type_name) ? payload.type_name : 'InternalServerError';
      throw new ApiError(type, { message: payload.message, detail: payload.detail, status: response.status });
    }
    return payload.data as T;
  }

  createApplication(name: string) {
    return this.#call<ApplicationView>('POST', '/admin/applications', { name });
  }

  listApplications() {
    return this.#call<ApplicationView[]>('GET', '/admin/applications');
  }

  showApplication(applicationId: string) {
    return this.#call<ApplicationDetail>('GET', `/admin/applications/${encodeURIComponent(applicationId)}`);
  }

  setQuota(applicationId: string, quota: number | null) {
    return this.#call<ApplicationDetail>('PATCH', `/admin/applications/${encodeURIComponent(applicationId)}`, { monthly_request_quota: quota });
  }

  createKey(applicationId: string, kind: KeyKind, mode: KeyMode, scopes?: readonly Scope[]) {
    return this.#call<KeyView & { key: string }>('POST', `/admin/applications/${encodeURIComponent(applicationId)}/keys`, { kind, mode, ...(scopes ? { scopes } : {}) });
  }

  listKeys(applicationId: string) {
    return this.#call<KeyView[]>('GET', `/admin/applications/${encodeURIComponent(applicationId)}/keys`);
  }

  revokeKey(keyId: string) {
    return this.#call<KeyView>('POST', `/admin/keys/${encodeURIComponent(keyId)}/revoke`);
  }

  listIntegrations(applicationId: string) {
    return this.#call<IntegrationView[]>('GET', `/admin/applications/${encodeURIComponent(applicationId)}/integrations`);
  }

  configureIntegration(applicationId: string, serviceId: string, patch: IntegrationPatch) {
    return this.#call<IntegrationView>('PATCH', integrationPath(applicationId, serviceId), patch);
  }

  async removeIntegration(applicationId: string, serviceId: string) {
    await this.#call<void>('DELETE', integrationPath(applicationId, serviceId));
  }

  webhookSources(applicationId: string, filter: SourceReportFilter) {
    const query = new URLSearchParams();
    if (filter.mode) query.set('mode', filter.mode);
    if (filter.consumerId) query.set('consumer_id', filter.consumerId);
    const suffix = query.size > 0 ? `?${query.toString()}` : '';
    return this.#call<SourceReportView[]>('GET', `/admin/applications/${encodeURIComponent(applicationId)}/webhook-sources${suffix}`);
  }

  async close(): Promise<void> {}
}

function integrationPath(applicationId: string, serviceId: string): string {
  return `/admin/applications/${encodeURIComponent(applicationId)}/integrations/${encodeURIComponent(serviceId)}`;
}
