/**
 * Lists, now called segments ("CRM API | Lists"): static (MANUAL, SNAPSHOT)
 * or active (DYNAMIC) collections of records of one object type.
 *
 *   POST /crm/v3/lists/search             {query?, offset?, count? ≤ 500, processingTypes?} → {lists, hasMore, offset, total}
 *   GET  /crm/v3/lists/{listId}           → {list}
 *   GET  /crm/v3/lists/{listId}/memberships  limit ≤ 250 (100 by default), after → {results: [{recordId, membershipTimestamp}], paging}
 *
 * A list's size and last addition are in `additionalProperties`
 * (hs_list_size, hs_last_record_added_at), as the search answers them.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, findRecord, tokenPaging, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';

const PROCESSING_TYPES = ['MANUAL', 'DYNAMIC', 'SNAPSHOT'];
const membershipPaging = tokenPaging({ tokenParam: 'after', sizeParam: 'limit', defaultSize: 100, maxSize: 250, overMax: 'reject', invalidToken: 'after is not a valid paging cursor' });

export interface Member {
  recordId: string;
  at: number;
}

function listView(record: StoredRecord): Record<string, unknown> {
  const members = record.members as Member[];
  const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
  const last = members.length > 0 ? Math.max(...members.map((member) => member.at)) : undefined;
  return {
    listId: record.id,
    listVersion: record.listVersion,
    name: record.name,
    objectTypeId: record.objectTypeId,
    processingType: record.processingType,
    processingStatus: 'COMPLETE',
    createdAt: iso(record.createdAt),
    updatedAt: iso(record.updatedAt),
    createdById: record.createdById,
    updatedById: record.createdById,
    filtersUpdatedAt: iso(record.updatedAt),
    additionalProperties: {
      hs_list_size: String(members.length),
      ...(last === undefined ? {} : { hs_last_record_added_at: String(last) }),
    },
  };
}

export const lists = defineResource<HubspotAccount>({
  name: 'lists',
  labels: { wrap: 'list' },
  routes: { get: 'GET /crm/v3/lists/:listId' },
  idParam: 'listId',
  newId: (ctx) => ctx.faker.string.numeric({ length: 3, allowLeadingZeros: false }),
  fields: {
    id: { kind: 'string', readOnly: true },
    name: { kind: 'string', required: true },
    objectTypeId: { kind: 'string', required: true },
    processingType: { kind: 'string', enum: PROCESSING_TYPES, required: true },
    listVersion: { kind: 'integer', readOnly: true },
    createdById: { kind: 'string', readOnly: true },
    members: { kind: 'array', readOnly: true, writeOnly: true },
    createdAt: { kind: 'time', readOnly: true },
    updatedAt: { kind: 'time', readOnly: true },
  },
  hooks: { present: (_wire, record) => listView(record) },
});

function searchLists(ctx: KitContext<HubspotAccount>) {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const offset = body.offset === undefined ? 0 : Number(body.offset);
  const count = body.count === undefined ? 20 : Number(body.count);
  if (!Number.isInteger(offset) || offset < 0) throw fail.validation('offset must be a whole number', { code: 'INVALID_INPUT' });
  if (!Number.isInteger(count) || count < 1 || count > 500) throw fail.validation('count must be a whole number from 1 to 500', { code: 'INVALID_INPUT' });
  const query = typeof body.query === 'string' ? body.query.toLowerCase() : '';
  const types = Array.isArray(body.processingTypes) ? (body.processingTypes as unknown[]).map(String) : undefined;
  const found = ctx.tenant.table('lists').all()
    .filter((list) => String(list.name).toLowerCase().includes(query) && (!types || types.includes(String(list.processingType))));
  const page = found.slice(offset, offset + count);
  return { status: 200, body: { lists: page.map(listView), hasMore: offset + page.length < found.length, offset: offset + page.length, total: found.length } };
}

function memberships(kit: PlatformKit<HubspotAccount>, ctx: KitContext<HubspotAccount>) {
  const list = findRecord(kit.resource('lists'), ctx);
  const members = list.members as Member[];
  const page = membershipPaging.read(ctx.request);
  const { info } = membershipPaging.describe(ctx.request, page, members.length);
  const results = members.slice(page.start, page.start + page.size).map((member) => ({ recordId: member.recordId, membershipTimestamp: new Date(member.at).toISOString() }));
  return { status: 200, body: { results, ...(info.next ? { paging: { next: { after: info.next.token, link: info.next.url } } } : {}) } };
}

export function registerListRoutes(app: FastifyInstance, kit: PlatformKit<HubspotAccount>): void {
  app.post('/crm/v3/lists/search', kit.handler((ctx) => searchLists(ctx)));
  app.get('/crm/v3/lists/:listId/memberships', kit.handler((ctx) => memberships(kit, ctx)));
}
