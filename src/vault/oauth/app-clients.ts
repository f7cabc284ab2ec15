/**
 * Which OAuth client an application uses for a connector, and where it may
 * send consumers back to. Per-application integration settings are kept by
 * the integrations service; this is the view the OAuth flow needs of it.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { ConnectorDefinition } from '../../connectors/framework/define.js';
import type { TargetMode } from '../../connectors/targets.js';
import type { OAuthClientCredentials } from './platform-client.js';

export interface IntegrationsPort {
  requireEnabled(scope: { applicationId: string }, serviceId: string): Promise<void>;
  oauthClient(applicationId: string, serviceId: string): Promise<OAuthClientCredentials | undefined>;
  redirectUris(applicationId: string, serviceId: string): Promise<string[]>;
}

export interface SandboxOAuthClient {
  clientId: string;
  clientSecret: string;
}

export class AppOAuthClients {
  readonly #integrations: IntegrationsPort;
  readonly #sandbox: Readonly<Record<string, SandboxOAuthClient>>;

  constructor(integrations: IntegrationsPort, sandboxClients: Readonly<Record<string, SandboxOAuthClient>>) {
    this.#integrations = integrations;
    this.#sandbox = sandboxClients;
  }

  get integrations(): IntegrationsPort {
    return this.#integrations;
  }

  /**
   * The application's own client; in sandbox mode, an application without one
   * borrows the emulator's sandbox client so the sandbox works out of the box.
   */
  async client(applicationId: string, mode: TargetMode, connector: ConnectorDefinition): Promise<OAuthClientCredentials> {
    const own = await this.#integrations.oauthClient(applicationId, connector.id);
    if (own) return own;
    const sandbox = mode === 'sandbox' ? this.#sandbox[connector.id] : undefined;
    if (sandbox) return { clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, scopes: null };
    throw new ApiError('OAuthCredentialsNotFoundError', {
      message: `The application has no OAuth client id and secret for ${connector.name}`,
      detail: { service_id: connector.id },
    });
  }
}

/**
 * A redirect URI is allowed when its origin and path equal one on the
 * application's allow-list (its query may differ), or when it is the
 * service's own hosted connect page.
 */
export function isAllowedRedirect(candidate: string, allowList: readonly string[], publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '') return false;
  const own = new URL(publicUrl);
  if (url.origin === own.origin && (url.pathname === '/connect' || url.pathname.startsWith('/connect/'))) return true;
  return allowList.some((entry) => {
    try {
      const allowed = new URL(entry);
      return allowed.origin === url.origin && allowed.pathname === url.pathname;
    } catch {
      return false;
    }
  });
}
