/**
 * Authentication strategies connectors choose from by declaration. A strategy
 * turns the connection's setting values into request headers; a platform quirk
 * (Zendesk's "{email}/token" user name) is a function passed in by the
 * connector, not a branch here.
 */
import { ApiError } from '../../core/errors/api-error.js';
import type { SettingValues } from './settings.js';

export interface AuthStrategy {
  /** Setting ids the strategy needs; used to pick among alternatives. */
  readonly needs: readonly string[];
  headers(values: SettingValues): Record<string, string>;
}

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

/** The first strategy whose values are all present wins (e.g. OAuth token, else API token). */
export function firstAvailable(...strategies: AuthStrategy[]): AuthStrategy {
  return {
    needs: [],
    headers(values) {
      const usable = strategies.find((strategy) => strategy.needs.every((id) => Boolean(values[id])));
      if (!usable) throw missing(strategies.map((s) => s.needs.join(' + ')).join(' or '));
      return usable.headers(values);
    },
  };
}
