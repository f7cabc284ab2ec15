/**
 * What the catalog needs to know about the running service besides the
 * declarations. Passed in by the server assembly, so the catalog depends on
 * nothing but the unified and connector declarations.
 */
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { UnifiedApiDeclaration } from '../unified/define.js';

export interface CatalogContext {
  /** Base of every absolute URL in records (doc links). */
  publicUrl: string;
  /** Absolute URL of the logo the service draws for a connector. */
  logoUrl(serviceId: string): string;
  /** The OAuth redirect (callback) URI applications register with platforms. */
  oauthCallbackUrl: string;
  /** Whether sandbox keys can authorize this connector without the application's own OAuth client. */
  hasSandboxCredentials(serviceId: string): boolean;
  /**
   * Where an API's OpenAPI document and reference page are served. Absent
   * until the service serves them: a record never links to a missing page.
   */
  documents?: { specUrl(apiId: string): string; referenceUrl(apiId: string): string };
}

export interface CatalogSources {
  connectors: ConnectorRegistry;
  apis: readonly UnifiedApiDeclaration[];
}
