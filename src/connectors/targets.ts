/**
 * Where a connector's calls go: live keys reach the real platform at the
 * connector's base URL for the connection's settings; sandbox keys reach the
 * platform's emulator (in-process, or at a URL given in the configuration).
 *
 * One rule maps the real platform onto its emulator: keep the path, swap the
 * origin. A platform spread over several hosts (Atlassian's auth.atlassian.com
 * and api.atlassian.com, Zendesk's per-account subdomains) collapses onto one
 * emulator origin, and OAuth endpoints follow the same rule as API calls.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from './framework/define.js';
import type { SettingValues } from './framework/settings.js';

export type TargetMode = 'sandbox' | 'live';

const MAX_EMULATED_URLS = 10_000;

export class DownstreamTargets {
  readonly #sandboxUrls = new Map<string, string>();
  /** Emulator URLs by emulator and live URL: a sandbox call asks for its base URL every time, and parsing it was a measurable part of a call. */
  readonly #emulatedUrls = new Map<string, string>();

  constructor(sandboxUrls: Record<string, string> = {}) {
    for (const [id, url] of Object.entries(sandboxUrls)) this.setSandboxUrl(id, url);
  }

  setSandboxUrl(connectorId: string, url: string): void {
    this.#sandboxUrls.set(connectorId, url.replace(/\/+$/, ''));
  }

  sandboxUrl(connectorId: string): string | undefined {
    return this.#sandboxUrls.get(connectorId);
  }

  baseUrl(connector: ConnectorDefinition, mode: TargetMode, values: SettingValues): string {
    return this.platformUrl(connector, mode, connector.liveBaseUrl(values));
  }

  /** A URL of the real platform, or the same path on the connector's emulator in sandbox mode. */
  platformUrl(connector: Pick<ConnectorDefinition, 'id' | 'name'>, mode: TargetMode, liveUrl: string): string {
    if (mode === 'live') return liveUrl;
    const emulator = this.#sandboxUrls.get(connector.id);
    if (!emulator) {
      throw new ApiError('ConnectorExecutionError', {
        status: 503,
        message: `No sandbox emulator is running for ${connector.name}; start the service with SVC_EMULATORS=true or set SVC_SANDBOX_URLS`,
      });
    }
    const key = `${emulator} ${liveUrl}`;
    let url = this.#emulatedUrls.get(key);
    if (url === undefined) {
      const live = new URL(liveUrl);
      const path = live.pathname === '/' ? '' : live.pathname.replace(/\/+$/, '');
      url = `${emulator}${path}${live.search}`;
      // Bounded: live URLs vary with settings (a Zendesk subdomain, a Jira site), not with calls.
      if (this.#emulatedUrls.size >= MAX_EMULATED_URLS) this.#emulatedUrls.clear();
      this.#emulatedUrls.set(key, url);
    }
    return url;
  }
}
