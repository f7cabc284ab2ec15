/**
 * Side-loading on the Users endpoints (Zendesk's "Side-loading" guide:
 * https://developer.zendesk.com/documentation/ticketing/using-the-zendesk-api/side_loading/).
 * `include` takes a comma-separated list; for users Zendesk offers abilities,
 * groups, identities, open_ticket_count, organizations and roles. The response
 * then carries a top-level array per sideload next to the users:
 *
 *   {"users":[{"id":7,"organization_id":57, ...}],"organizations":[{"id":57,"name":"Acme", ...}], ...}
 *
 * Only `organizations` is emulated (what a customer connector needs to show a
 * company name without a call per user); the other names are accepted and
 * add nothing, and unknown names are ignored, as Zendesk ignores them.
 */
import { organizationJson } from './organization-json.js';
import type { ZendeskStore } from './store.js';
import type { ZendeskUserRecord } from './types.js';

/** Names listed in `include` (repeated parameters are joined, as comma lists). */
export function requestedSideloads(query: Record<string, unknown>): Set<string> {
  const value = query.include;
  if (value === undefined) return new Set();
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => String(item).split(','));
  return new Set(parts.map((name) => name.trim()).filter((name) => name !== ''));
}

/**
 * The extra top-level keys for `users`: `organizations` holds each organization
 * the users belong to, once, in the order the users first name them.
 */
export function userSideloads(
  query: Record<string, unknown>,
  users: readonly ZendeskUserRecord[],
  store: ZendeskStore,
  baseUrl: string,
): Record<string, unknown> {
  const sideloads: Record<string, unknown> = {};
  if (requestedSideloads(query).has('organizations')) {
    const seen = new Set<number>();
    const organizations: Record<string, unknown>[] = [];
    for (const user of users) {
      const id = user.organizationId;
      if (id === null || seen.has(id)) continue;
      seen.add(id);
      const organization = store.organizations.get(id);
      if (organization) organizations.push(organizationJson(organization, baseUrl));
    }
    sideloads.organizations = organizations;
  }
  return sideloads;
}
