/**
 * The filters List Users takes (Zendesk's `UserRoleFilter`, `UserRolesFilter`
 * and `UserExternalIdFilter` parameters):
 *   role=end-user            one role
 *   role[]=agent&role[]=admin several roles
 *   external_id=abc          one user by external id (case-insensitive)
 * `sort` is not among List Users' parameters, so it is ignored and the order
 * stays ascending by id. A role Zendesk does not know matches nobody.
 */
import type { ZendeskUserRecord } from './types.js';

function values(query: Record<string, unknown>, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** A predicate for the requested filters, or undefined when none was asked for. */
export function userFilterFrom(query: Record<string, unknown>): ((user: ZendeskUserRecord) => boolean) | undefined {
  const roles = new Set([...values(query, 'role'), ...values(query, 'role[]')]);
  const externalIds = values(query, 'external_id');
  const externalId = externalIds.at(-1)?.toLowerCase();
  if (roles.size === 0 && externalId === undefined) return undefined;
  return (user) =>
    (roles.size === 0 || roles.has(user.role)) &&
    (externalId === undefined || user.externalId?.toLowerCase() === externalId);
}
