/**
 * The absolute URL named by `x-svc-downstream-url`: `{setting}` placeholders
 * filled from the connection's non-secret settings, and a relative URL placed
 * under the connector's base URL for the connection (the real platform's; for
 * sandbox keys the target guard then moves it onto the emulator).
 *
 * A relative URL stays under the base path: no `//host` or backslash that
 * would change the host, no `.` or `..` segment (in any percent-encoding) that
 * would climb out of it.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';
import type { SettingValues } from '../connectors/framework/settings.js';
import { refused } from './ssrf/target-guard.js';

const MAX_URL_LENGTH = 8192;
const PLACEHOLDER = /\{([A-Za-z0-9_.-]+)\}/g;

function headerProblem(message: string, detail: Record<string, unknown> = {}): ApiError {
  return new ApiError('RequestHeadersValidationError', { message, detail: { header: 'x-svc-downstream-url', ...detail } });
}

/** Settings a URL may quote: the connector's non-secret fields and what OAuth discovered (never a secret or token). */
export function interpolatableSettings(connector: ConnectorDefinition): Set<string> {
  return new Set([
    ...connector.settings.filter((field) => !field.sensitive).map((field) => field.id),
    ...(connector.oauth?.discoveredSettings ?? []),
  ]);
}

/**
 * Replaces `{name}` by the setting's value, URL-encoded. A placeholder that
 * starts the URL and holds an absolute http(s) URL (a tenant's base URL, as in
 * `{instance_url}/api/...`) is inserted as it is; the target guard checks the
 * result like any other URL.
 */
export function interpolate(template: string, connector: ConnectorDefinition, values: SettingValues): string {
  const allowed = interpolatableSettings(connector);
  const unknown: string[] = [];
  const result = template.replace(PLACEHOLDER, (_match, name: string, offset: number) => {
    const value = allowed.has(name) ? values[name] : undefined;
    if (value === undefined || value === '') {
      unknown.push(name);
      return '';
    }
    if (offset === 0 && /^https?:\/\//i.test(value)) return value.replace(/\/+$/, '');
    return encodeURIComponent(value);
  });
  if (unknown.length > 0) {
    throw headerProblem(`x-svc-downstream-url names settings this connection does not have: ${unknown.join(', ')}`, {
      unknown_settings: unknown,
      available_settings: [...allowed].filter((name) => values[name] !== undefined && values[name] !== ''),
    });
  }
  return result;
}

function hasDotSegment(path: string): boolean {
  return path.split('/').some((segment) => {
    const decoded = segment.replace(/%2e/gi, '.');
    return decoded === '.' || decoded === '..';
  });
}

/** An absolute URL for the header's value (not yet checked against the target rules). */
export function downstreamUrl(header: string, connector: ConnectorDefinition, values: SettingValues, liveBaseUrl: () => string): string {
  if (header.length > MAX_URL_LENGTH) throw headerProblem(`x-svc-downstream-url is longer than ${MAX_URL_LENGTH} characters`);
  if (/[\u0000-\u0020\u007f]/.test(header)) throw headerProblem('x-svc-downstream-url must not contain spaces or control characters');
  const filled = interpolate(header, connector, values);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(filled)) return filled;

  const pathPart = filled.split(/[?#]/, 1)[0] as string;
  if (filled.startsWith('//') || filled.includes('\\') || hasDotSegment(pathPart)) {
    throw refused('path_escapes_base', 'A relative x-svc-downstream-url must stay under the connector\'s base URL (no "//", "\\\\", "." or ".." segments)');
  }
  const base = new URL(liveBaseUrl());
  const basePath = base.pathname.replace(/\/+$/, '');
  const joined = new URL(`${base.origin}${basePath}${filled.startsWith('/') ? '' : '/'}${filled}`);
  // Belt and braces: whatever the parser did, the result must still be under the base.
  if (joined.origin !== base.origin || !(joined.pathname === basePath || joined.pathname.startsWith(`${basePath}/`))) {
    throw refused('path_escapes_base', 'A relative x-svc-downstream-url must stay under the connector\'s base URL');
  }
  return joined.href;
}
