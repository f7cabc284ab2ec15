/**
 * Side-loading on the Users endpoints (Zendesk's "Side-loading" guide):
 * `include` takes a comma-separated list, and the answer then carries a
 * top-level array per sideload next to the users, before the paging keys:
 *
 *   {"users":[{"id":7,"organization_id":57, ...}],"organizations":[{"id":57,"name":"Acme", ...}],"meta":...}
 *
 * Only `organizations` is emulated (what a customer connector needs to show a
 * company name without a call per user); other names Zendesk offers
 * (abilities, groups, identities, roles...) and unknown ones add nothing.
 *
 * The kit's envelopes see only written records, so a user's `present` hook
 * pins its organization to the record under a symbol (never serialised) and
 * the envelope gathers them, each organization once, in the users' order.
 */
import { toWire, type KitContext, type StoredRecord } from '../framework/kit/index.js';
import type { ZendeskAccount } from './auth.js';
import { organizations } from './organizations.js';
import { zendeskTime } from './time-zones.js';

const ORGANIZATION = Symbol('side-loaded organization');

function wantsOrganizations(ctx: KitContext<ZendeskAccount>): boolean {
  const names = ctx.request.query.getAll('include').flatMap((value) => value.split(','));
  return names.some((name) => name.trim() === 'organizations');
}

/** Pins the user's organization (null for none) to its written form when the request side-loads organizations. */
export function pinSideloads(wire: Record<string, unknown>, user: StoredRecord, ctx: KitContext<ZendeskAccount>): Record<string, unknown> {
  if (!wantsOrganizations(ctx)) return wire;
  const organization = user.organizationId == null ? undefined : ctx.tenant.table(organizations.name).get(String(user.organizationId));
  const written = organization ? organizations.hooks?.present?.(toWire(organization, organizations.fields, { time: zendeskTime }), organization, ctx) : null;
  Object.defineProperty(wire, ORGANIZATION, { value: written, enumerable: false });
  return wire;
}

/** The top-level side-load arrays for written users: none unless their request asked for some. */
export function sideloadsOf(records: readonly Record<string, unknown>[]): Record<string, unknown> {
  if (!records.some((record) => ORGANIZATION in record)) return {};
  const byId = new Map<unknown, unknown>();
  for (const record of records) {
    const organization = (record as Record<symbol, Record<string, unknown> | null>)[ORGANIZATION];
    if (organization && !byId.has(organization.id)) byId.set(organization.id, organization);
  }
  return { organizations: [...byId.values()] };
}
