/**
 * Connection settings a connector asks for: the vault validates them, stores
 * the sensitive ones encrypted, and builds the hosted form from them.
 */
export interface SettingField {
  id: string;
  label: string;
  type: 'text' | 'password' | 'email' | 'url';
  required: boolean;
  /** Secret values are encrypted at rest and never returned in clear. */
  sensitive: boolean;
  description?: string;
  placeholder?: string;
  /** Values must match this (anchored) pattern; guards values that end up in URLs. */
  pattern?: string;
  maxLength?: number;
}

/**
 * An email address that can also be the user name of HTTP Basic
 * authentication: no colon (it separates user and password), no slash or space.
 */
export const BASIC_AUTH_EMAIL_PATTERN = '^[^\\s@:/]+@[^\\s@:/]+$';

export type SettingValues = Readonly<Record<string, string>>;

export function missingRequiredSettings(fields: readonly SettingField[], values: SettingValues): string[] {
  return fields.filter((field) => field.required && !values[field.id]).map((field) => field.id);
}
