/** Human-readable lines for the command line. */
import type { ApplicationView, KeyView } from '../vault/admin.js';

export function formatApplication(app: ApplicationView): string {
  return `${app.id}  ${app.name}  (created ${app.created_at})`;
}

export function formatKey(key: KeyView): string {
  const state = key.revoked_at ? `revoked ${key.revoked_at}` : 'active';
  return `${key.id}  ${key.kind} ${key.mode}  ${key.hint}  ${state}`;
}

export function formatNewKey(key: KeyView & { key: string }): string {
  return [
    `Created ${key.kind} ${key.mode} key ${key.id} for ${key.application_id}:`,
    '',
    `  ${key.key}`,
    '',
    'Store it now: only its hash is kept, it cannot be shown again.',
  ].join('\n');
}
