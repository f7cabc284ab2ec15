/**
 * Connection settings as the vault keeps them: non-secret values in the clear
 * (readable back through the API), secret values (connector fields marked
 * sensitive, and later OAuth tokens) only inside the encrypted credentials.
 */
import { ApiError } from '../core/errors/api-error.js';
import type { SettingField, SettingValues } from '../connectors/framework/settings.js';

/** Shown instead of a secret value; sending it back unchanged keeps the stored secret. */
export const SECRET_MASK = '********';

/** Tokens of an OAuth connection; they live only inside the encrypted credentials. */
export interface OAuthTokens {
  access_token: string;
  refresh_token?: string | undefined;
  token_type?: string | undefined;
  scope?: string | undefined;
  /** Epoch milliseconds; absent when the platform gave no lifetime. */
  expires_at?: number | undefined;
  /** How the token was obtained when not by consent: the connection's own client credentials. */
  grant?: 'client_credentials' | undefined;
}

export interface StoredCredentials {
  /** Sensitive setting values, by setting id. */
  settings: Record<string, string>;
  tokens?: OAuthTokens | undefined;
}

export interface SplitSettings {
  plain: Record<string, string>;
  secret: Record<string, string>;
  tokens?: OAuthTokens | undefined;
}

/**
 * Applies a settings patch: a string sets a value, null removes it, the mask
 * keeps a secret as it is. Unknown ids and values that break a field's rules
 * are refused with the offending ids named.
 */
export function applySettingsPatch(
  fields: readonly SettingField[],
  current: SplitSettings,
  patch: Record<string, unknown>,
): SplitSettings {
  const next: SplitSettings = { plain: { ...current.plain }, secret: { ...current.secret }, tokens: current.tokens };
  const problems: Record<string, string> = {};
  for (const [id, value] of Object.entries(patch)) {
    const field = fields.find((candidate) => candidate.id === id);
    if (!field) {
      problems[id] = 'unknown setting for this connector';
      continue;
    }
    const bucket = field.sensitive ? next.secret : next.plain;
    if (value === null || value === '') {
      delete bucket[id];
      continue;
    }
    if (typeof value !== 'string') {
      problems[id] = 'must be a string or null';
      continue;
    }
    if (field.sensitive && value === SECRET_MASK) continue;
    const problem = checkValue(field, value);
    if (problem) {
      problems[id] = problem;
      continue;
    }
    bucket[id] = value;
  }
  if (Object.keys(problems).length > 0) {
    throw new ApiError('RequestValidationError', { message: 'Invalid connection settings', detail: { settings: problems } });
  }
  return next;
}

function checkValue(field: SettingField, value: string): string | undefined {
  const maxLength = field.maxLength ?? 2048;
  if (value.length > maxLength) return `must be at most ${maxLength} characters`;
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'must not contain control characters';
  if (field.pattern && !new RegExp(field.pattern).test(value)) return `does not have the expected format (${field.pattern})`;
  if (field.type === 'url') {
    try {
      const url = new URL(value);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
    } catch {
      return 'must be an absolute URL';
    }
  }
  return undefined;
}

/** What the API shows: plain values as they are, secrets as the mask. */
export function visibleSettings(fields: readonly SettingField[], split: SplitSettings): Record<string, string> {
  const visible: Record<string, string> = { ...split.plain };
  for (const field of fields) if (field.sensitive && split.secret[field.id]) visible[field.id] = SECRET_MASK;
  return visible;
}

/** Every value a connector may read: settings, secrets, and the OAuth access token as `access_token`. */
export function mergedValues(split: SplitSettings): SettingValues {
  return split.tokens ? { ...split.plain, ...split.secret, access_token: split.tokens.access_token } : { ...split.plain, ...split.secret };
}

export function formFields(fields: readonly SettingField[], split: SplitSettings) {
  return fields.map((field) => ({
    id: field.id,
    label: field.label,
    placeholder: field.placeholder ?? '',
    description: field.description ?? '',
    mask: field.sensitive,
    type: field.type,
    required: field.required,
    disabled: false,
    custom_field: false,
    sensitive: field.sensitive,
    ...(field.sensitive ? {} : { value: split.plain[field.id] ?? '' }),
  }));
}
