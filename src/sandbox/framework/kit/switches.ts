/**
 * Switches: named states of a platform that tests need and the platform's own
 * API cannot produce (a trial balance that does not balance). A platform
 * declares the switches it has; a test turns one on for an account through
 * the control plane (`POST /__emulator/switches {name, value, account?}`),
 * and the platform's hooks read it with `switchValue`. A reset forgets them
 * with the rest of the account's state.
 */
import type { TenantState } from './state.js';

export interface SwitchDeclaration {
  /** What turning it on does, for the kit's docs and the control plane's refusals. */
  description: string;
  /** Whether a value is one the switch takes (null, which turns it off, always is). */
  accepts(value: unknown): boolean;
}

const key = (name: string) => `switch:${name}`;

export function setSwitch(tenant: TenantState, name: string, value: unknown): void {
  if (value === null) tenant.extras.delete(key(name));
  else tenant.extras.set(key(name), value);
}

/** The value a test gave the switch for this account; undefined while it is off. */
export function switchValue<T = unknown>(tenant: TenantState, name: string): T | undefined {
  return tenant.extras.get(key(name)) as T | undefined;
}
