/**
 * The rules of an application's integration settings: what an admin may send
 * to configure a connector, checked in one place for the /admin API and the
 * command line. Values are never echoed back in error messages (one may be a
 * client secret pasted into the wrong field).
 */
import { ApiError } from '../core/errors/api-error.js';
import type { ConnectorDefinition } from '../connectors/framework/define.js';

/** A change to an integration: absent keeps a value, null clears it. */
export interface IntegrationPatch {
  enabled?: boolean | undefined;
  oauth_client_id?: string | null | undefined;
  oauth_client_secret?: string | null | undefined;
  redirect_uris?: string[] | null | undefined;
  oauth_scopes?: string[] | null | undefined;
}

/** A patch that passed the rules, in column names; the client secret is still in the clear. */
export interface CheckedIntegrationPatch {
  enabled?: boolean;
  oauthClientId?: string | null;
  oauthClientSecret?: string | null;
  redirectUris?: string[];
  oauthScopes?: string[] | null;
}

export const MAX_REDIRECT_URIS = 20;
const MAX_REDIRECT_URI_LENGTH = 2048;
const MAX_CREDENTIAL_LENGTH = 512;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const PATCH_FIELDS = new Set(['enabled', 'oauth_client_id', 'oauth_client_secret', 'redirect_uris', 'oauth_scopes']);
const OAUTH_FIELDS = ['oauth_client_id', 'oauth_client_secret', 'oauth_scopes'] as const;

type Problems = Record<string, string>;

/** Checks a patch against the connector; RequestValidationError naming every offending field otherwise. */
export function checkIntegrationPatch(connector: ConnectorDefinition, patch: IntegrationPatch): CheckedIntegrationPatch {
  const problems: Problems = {};
  const checked: CheckedIntegrationPatch = {};
  for (const key of Object.keys(patch)) if (!PATCH_FIELDS.has(key)) problems[key] = 'is not a known field';

  if (patch.enabled !== undefined) {
    if (typeof patch.enabled === 'boolean') checked.enabled = patch.enabled;
    else problems.enabled = 'must be true or false';
  }
  if (!connector.oauth) {
    for (const field of OAUTH_FIELDS) {
      if (patch[field] !== undefined && patch[field] !== null) problems[field] = `${connector.name} does not use OAuth`;
    }
  }
  const clientId = credential(patch.oauth_client_id, 'oauth_client_id', problems);
  if (clientId !== undefined) checked.oauthClientId = clientId;
  const clientSecret = credential(patch.oauth_client_secret, 'oauth_client_secret', problems);
  if (clientSecret !== undefined) checked.oauthClientSecret = clientSecret;
  if (patch.redirect_uris !== undefined) {
    const uris = patch.redirect_uris === null ? [] : redirectUris(patch.redirect_uris, problems);
    if (uris) checked.redirectUris = uris;
  }
  if (patch.oauth_scopes !== undefined) {
    const scopes = patch.oauth_scopes === null ? null : oauthScopes(connector, patch.oauth_scopes, problems);
    if (scopes !== undefined) checked.oauthScopes = scopes;
  }

  const fields = Object.keys(problems);
  if (fields.length > 0) {
    const first = fields[0] as string;
    throw new ApiError('RequestValidationError', {
      message: `Invalid ${connector.name} integration settings: ${first} ${problems[first]}`,
      detail: problems,
    });
  }
  return checked;
}

/** A client id or secret: RFC 6749's visible characters, without surrounding spaces (a copy-and-paste slip). */
function credential(value: unknown, field: string, problems: Problems): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') problems[field] = 'must be a string or null';
  else if (value.length < 1 || value.length > MAX_CREDENTIAL_LENGTH) problems[field] = `must be 1 to ${MAX_CREDENTIAL_LENGTH} characters`;
  else if (!/^[\x20-\x7e]+$/.test(value)) problems[field] = 'must contain printable ASCII characters only';
  else if (value.trim() !== value) problems[field] = 'must not start or end with a space';
  else return value;
  return undefined;
}

/** The allow-list, normalised and without duplicates, in the order given (the first is the default). */
function redirectUris(value: unknown, problems: Problems): string[] | undefined {
  if (!Array.isArray(value)) {
    problems.redirect_uris = 'must be an array of URLs or null';
    return undefined;
  }
  const unique = new Set<string>();
  value.forEach((entry: unknown, index) => {
    const checked = redirectUri(entry);
    if ('problem' in checked) problems[`redirect_uris[${index}]`] = checked.problem;
    else unique.add(checked.href);
  });
  if (unique.size > MAX_REDIRECT_URIS) problems.redirect_uris = `must hold at most ${MAX_REDIRECT_URIS} distinct URLs`;
  return Object.keys(problems).some((field) => field.startsWith('redirect_uris')) ? undefined : [...unique];
}

function redirectUri(value: unknown): { href: string } | { problem: string } {
  if (typeof value !== 'string') return { problem: 'must be a string' };
  if (value.length > MAX_REDIRECT_URI_LENGTH) return { problem: `must be at most ${MAX_REDIRECT_URI_LENGTH} characters` };
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return { problem: 'must be an absolute http(s) URL' };
  if (value.includes('#')) return { problem: 'must not have a fragment' };
  const url = new URL(value);
  if (url.username !== '' || url.password !== '') return { problem: 'must not carry a user name or password' };
  if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    return { problem: 'must use https (http is allowed for 127.0.0.1, [::1] and localhost only)' };
  }
  return { href: url.href };
}

function oauthScopes(connector: ConnectorDefinition, value: unknown, problems: Problems): string[] | undefined {
  const declared = connector.oauth?.scopes.map((scope) => scope.id);
  if (!declared) return undefined; // refused above: the connector has no OAuth
  if (!Array.isArray(value)) {
    problems.oauth_scopes = 'must be an array of scope ids or null';
    return undefined;
  }
  const unknown = value.filter((scope: unknown) => typeof scope !== 'string' || !declared.includes(scope));
  if (unknown.length > 0) {
    problems.oauth_scopes = `must name ${connector.name} scopes only (${declared.join(', ')})`;
    return undefined;
  }
  if (value.length === 0) {
    problems.oauth_scopes = "must name at least one scope; null restores the connector's defaults";
    return undefined;
  }
  return [...new Set(value as string[])];
}
