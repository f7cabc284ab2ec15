/**
 * Which connectors an application offers its consumers, and, for OAuth
 * connectors, the application's own OAuth client: client id, client secret
 * (AES-256-GCM, bound to "application|service" so a ciphertext moved to
 * another row does not decrypt), redirect URI allow-list and scopes.
 * Admins write through configure/remove/enableAll; the vault, the gateway and
 * the OAuth flow read through the cached hot-path methods.
 */
import { ApiError } from '../core/errors/api-error.js';
import { TtlCache } from '../core/ttl-cache.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { Database } from '../store/database.js';
import * as integrationsRepo from '../store/repositories/app-integrations.js';
import type { AppIntegrationRow } from '../store/schema.js';
import { requireApplication } from './require-application.js';
import type { CredentialCipher } from './credential-cipher.js';
import { checkIntegrationPatch, type IntegrationPatch } from './integration-patch.js';

export type { IntegrationPatch } from './integration-patch.js';

/** An integration as admins see it: never the client secret, only whether one is set. */
export interface IntegrationView {
  service_id: string;
  name: string;
  enabled: boolean;
  auth_type: ConnectorDefinition['authType'];
  oauth_client_id: string | null;
  oauth_client_secret_set: boolean;
  redirect_uris: string[];
  /** Null: the connector's default scopes. */
  oauth_scopes: string[] | null;
  /** Null while the application has no row for the connector (it is then disabled). */
  created_at: string | null;
  updated_at: string | null;
}

/** The application's OAuth client for a connector, decrypted, for the OAuth flow. */
export interface AppOAuthClient {
  clientId: string;
  clientSecret: string;
  scopes: string[] | null;
}

/** What the service needs of a cipher; the command line passes one that reads the master key only when used. */
export type SecretCipher = Pick<CredentialCipher, 'encrypt' | 'decrypt'>;

type IntegrationsByService = ReadonlyMap<string, AppIntegrationRow>;

export function integrationView(connector: ConnectorDefinition, row: AppIntegrationRow | undefined): IntegrationView {
  return {
    service_id: connector.id,
    name: connector.name,
    enabled: row?.enabled ?? false,
    auth_type: connector.authType,
    oauth_client_id: row?.oauthClientId ?? null,
    oauth_client_secret_set: Boolean(row?.oauthClientSecret),
    redirect_uris: row?.redirectUris ?? [],
    oauth_scopes: row?.oauthScopes ?? null,
    created_at: row?.createdAt.toISOString() ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** The additional authenticated data of a client secret. */
function secretBinding(applicationId: string, serviceId: string): string {
  return `${applicationId}|${serviceId}`;
}

export class IntegrationService {
  readonly #db: Database;
  readonly #cipher: SecretCipher;
  readonly #connectors: ConnectorRegistry;
  /** An application's integration rows by service id, by application id: the hot path reads here. */
  readonly #cache: TtlCache<string, IntegrationsByService>;

  constructor(db: Database, cipher: SecretCipher, connectors: ConnectorRegistry, cacheTtlMs: number) {
    this.#db = db;
    this.#cipher = cipher;
    this.#connectors = connectors;
    this.#cache = new TtlCache(cacheTtlMs);
  }

  /** Every connector of the registry, enabled or not, for the application. */
  async list(applicationId: string): Promise<IntegrationView[]> {
    await requireApplication(this.#db, applicationId);
    const rows = byService(await integrationsRepo.listAppIntegrations(this.#db, applicationId));
    return this.#connectors.all.map((connector) => integrationView(connector, rows.get(connector.id)));
  }

  async get(applicationId: string, serviceId: string): Promise<IntegrationView> {
    await requireApplication(this.#db, applicationId);
    const connector = this.#connector(serviceId);
    return integrationView(connector, await integrationsRepo.findAppIntegration(this.#db, applicationId, serviceId));
  }

  /**
   * Applies a patch (absent keeps, null clears). An application without a row
   * for the connector gets one, enabled unless the patch says otherwise.
   */
  async configure(applicationId: string, serviceId: string, patch: IntegrationPatch): Promise<IntegrationView> {
    await requireApplication(this.#db, applicationId);
    const connector = this.#connector(serviceId);
    const { oauthClientSecret, ...changes } = checkIntegrationPatch(connector, patch);
    const sealed =
      oauthClientSecret === undefined
        ? {}
        : { oauthClientSecret: oauthClientSecret === null ? null : this.#cipher.encrypt(oauthClientSecret, secretBinding(applicationId, serviceId)) };
    try {
      const row = await integrationsRepo.upsertAppIntegration(this.#db, applicationId, serviceId, { ...changes, ...sealed });
      return integrationView(connector, row);
    } finally {
      this.#cache.delete(applicationId);
    }
  }

  /** Forgets the integration: the connector is disabled for the application and its OAuth client is deleted. */
  async remove(applicationId: string, serviceId: string): Promise<void> {
    await requireApplication(this.#db, applicationId);
    // A row of a connector this deployment no longer serves can still be removed.
    const deleted = await integrationsRepo.deleteAppIntegration(this.#db, applicationId, serviceId);
    this.#cache.delete(applicationId);
    if (!deleted) this.#connector(serviceId);
  }

  /** Enables every connector of the registry; existing rows (enabled or disabled) are left untouched. The application must exist. */
  async enableAll(applicationId: string): Promise<void> {
    await integrationsRepo.enableAppIntegrations(
      this.#db,
      applicationId,
      this.#connectors.all.map((connector) => connector.id),
    );
    this.#cache.delete(applicationId);
  }

  /** IntegrationNotFoundError unless the application offers the connector. */
  async requireEnabled(scope: { applicationId: string }, serviceId: string): Promise<void> {
    if ((await this.#rows(scope.applicationId)).get(serviceId)?.enabled) return;
    const name = this.#connectors.find(serviceId)?.name ?? serviceId.slice(0, 64);
    throw new ApiError('IntegrationNotFoundError', {
      message: `The ${name} integration is not enabled for this application`,
      detail: { service_id: serviceId.slice(0, 64) },
    });
  }

  /**
   * The application's OAuth client, decrypted; undefined when the client id or
   * secret is missing, or when the secret cannot be decrypted (another master
   * key, or a ciphertext copied from another row): it must be configured again.
   */
  async oauthClient(applicationId: string, serviceId: string): Promise<AppOAuthClient | undefined> {
    const row = (await this.#rows(applicationId)).get(serviceId);
    if (!row?.oauthClientId || !row.oauthClientSecret) return undefined;
    let clientSecret: string;
    try {
      clientSecret = this.#cipher.decrypt<string>(row.oauthClientSecret, secretBinding(applicationId, serviceId));
    } catch {
      return undefined;
    }
    return { clientId: row.oauthClientId, clientSecret, scopes: row.oauthScopes };
  }

  /** The redirect URI allow-list; the first entry is the default. */
  async redirectUris(applicationId: string, serviceId: string): Promise<string[]> {
    return [...((await this.#rows(applicationId)).get(serviceId)?.redirectUris ?? [])];
  }

  #rows(applicationId: string): IntegrationsByService | Promise<IntegrationsByService> {
    return this.#cache.getOrLoad(applicationId, async () => byService(await integrationsRepo.listAppIntegrations(this.#db, applicationId)));
  }

  #connector(serviceId: string): ConnectorDefinition {
    const connector = this.#connectors.find(serviceId);
    if (!connector) {
      throw new ApiError('ConnectorNotFoundError', {
        message: `Unknown connector "${serviceId.slice(0, 64)}"`,
        detail: { service_id: serviceId.slice(0, 64) },
      });
    }
    return connector;
  }
}

function byService(rows: AppIntegrationRow[]): IntegrationsByService {
  return new Map(rows.map((row) => [row.serviceId, row]));
}
