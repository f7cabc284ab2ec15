/**
 * Authentication strategies connectors choose from by declaration. A strategy
 * turns the connection's setting values into request headers (or query
 * parameters, or form fields, for platforms that read keys from there); a
 * platform quirk (Zendesk's "{email}/token" user name) is a function passed
 * in by the connector, not a branch here.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from './settings.js';

export interface AuthStrategy {
  /** Setting ids the strategy needs; used to pick among alternatives. */
  readonly needs: readonly string[];
  headers(values: SettingValues): Record<string, string>;
  /** Query parameters that carry credentials (never shown in `raw` output). */
  query?(values: SettingValues): Record<string, string>;
  /** Form fields that carry credentials: added to a form body, or to the query of a request without one. */
  form?(values: SettingValues): Record<string, string>;
}

/** The setting that holds a connection's OAuth access token (kept fresh by the vault's refresh). */
export const OAUTH_ACCESS_TOKEN = 'access_token';

type ValueSource = string | ((values: SettingValues) => string | undefined);

function read(source: ValueSource, values: SettingValues): string | undefined {
  return typeof source === 'function' ? source(values) : values[source];
}

function sourceNeeds(source: ValueSource): string[] {
  return typeof source === 'string' ? [source] : [];
}

function missing(what: string): ApiError {
  return new ApiError('ConnectorCredentialsError', {
    message: 'The connection has no credentials for this connector',
    detail: { missing: what },
  });
}

/** HTTP Basic authentication from two settings (or derived values). */
export function basicAuth(username: ValueSource, password: ValueSource, needs: readonly string[] = []): AuthStrategy {
  return {
    needs: [...sourceNeeds(username), ...sourceNeeds(password), ...needs],
    headers(values) {
      const user = read(username, values);
      const secret = read(password, values);
      if (!user || !secret) throw missing('user name or password');
      return { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}` };
    },
  };
}

/** `Authorization: Bearer <token>` from a setting or token. */
export function bearerAuth(token: string): AuthStrategy {
  return {
    needs: [token],
    headers(values) {
      const value = values[token];
      if (!value) throw missing(token);
      return { authorization: `Bearer ${value}` };
    },
  };
}

/**
 * An API key (or several, like Vonage's api_key and api_secret) sent where
 * the platform reads it: `params` maps each header, query parameter or form
 * field name to the setting (or derived value) it carries.
 *   apiKeyAuth('header', { 'x-api-key': 'api_key' })
 *   apiKeyAuth('query', { key: 'api_key' })
 *   apiKeyAuth('form', { api_key: 'api_key', api_secret: 'api_secret' })
 */
export function apiKeyAuth(
  place: 'header' | 'query' | 'form',
  params: Readonly<Record<string, ValueSource>>,
  needs: readonly string[] = [],
): AuthStrategy {
  const entries = Object.entries(params);
  const credentials = (values: SettingValues): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const [name, source] of entries) {
      const value = read(source, values);
      if (!value) throw missing(typeof source === 'string' ? source : name);
      out[name] = value;
    }
    return out;
  };
  const none = () => ({});
  return {
    needs: [...entries.flatMap(([, source]) => sourceNeeds(source)), ...needs],
    headers: place === 'header' ? credentials : none,
    ...(place === 'query' ? { query: credentials } : {}),
    ...(place === 'form' ? { form: credentials } : {}),
  };
}

/** The first strategy whose values are all present wins (e.g. OAuth token, else API token). */
export function firstAvailable(...strategies: AuthStrategy[]): AuthStrategy {
  const usable = (values: SettingValues): AuthStrategy => {
    const found = strategies.find((strategy) => strategy.needs.every((id) => Boolean(values[id])));
    if (!found) throw missing(strategies.map((s) => s.needs.join(' + ')).join(' or '));
    return found;
  };
  return {
    needs: [],
    headers: (values) => usable(values).headers(values),
    query: (values) => usable(values).query?.(values) ?? {},
    form: (values) => usable(values).form?.(values) ?? {},
  };
}

/**
 * The connection's OAuth access token when it holds one (the consumer signed
 * in at the platform), else the connector's own credentials: the declaration
 * of every platform that offers both.
 */
export function oauthTokenOr(fallback: AuthStrategy): AuthStrategy {
  return firstAvailable(bearerAuth(OAUTH_ACCESS_TOKEN), fallback);
}
