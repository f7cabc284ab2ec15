/**
 * Where a connector's calls go: live keys reach the real platform at the
 * connector's base URL for the connection's settings; sandbox keys reach the
 * platform's emulator (in-process, or at a URL given in the configuration).
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { SettingValues } from '../connectors/framework/settings.js';
import type { KeyMode } from '../vault/api-keys.js';

export class DownstreamTargets {
  readonly #sandboxUrls = new Map<string, string>();

  constructor(sandboxUrls: Record<string, string> = {}) {
    for (const [id, url] of Object.entries(sandboxUrls)) this.#sandboxUrls.set(id, url);
  }

  setSandboxUrl(connectorId: string, url: string): void {
    this.#sandboxUrls.set(connectorId, url.replace(/\/+$/, ''));
  }

  sandboxUrl(connectorId: string): string | undefined {
    return this.#sandboxUrls.get(connectorId);
  }

  baseUrl(connector: ConnectorDefinition, mode: KeyMode, values: SettingValues): string {
    if (mode === 'live') return connector.liveBaseUrl(values);
    const url = this.#sandboxUrls.get(connector.id);
    if (!url) {
      throw new ApiError('ConnectorExecutionError', {
        status: 503,
        message: `No sandbox emulator is running for ${connector.name}; start the service with SVC_EMULATORS=true or set SVC_SANDBOX_URLS`,
      });
    }
    return url;
  }
}
