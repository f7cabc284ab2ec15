/**
 * Unified lists on HubSpot lists, now called segments (/crm/v3/lists), and
 * their members. Lists are read through POST /crm/v3/lists/search (offset
 * and count in the body; HubSpot has no plain list of lists), one with GET
 * /crm/v3/lists/{listId}; members with GET …/{listId}/memberships (at most
 * 250 a page, `after`).
 *
 * | unified            | HubSpot list                                   |
 * |--------------------|------------------------------------------------|
 * | id, name           | listId, name                                   |
 * | type, is_dynamic   | processingType DYNAMIC → dynamic, else static  |
 * | object_type        | objectTypeId as a unified kind (0-1 → contacts)|
 * | record_count       | additionalProperties.hs_list_size              |
 * | created_by, updated_by | createdById, updatedById                   |
 * | list member id     | recordId                                       |
 */
import { toIsoDateTime } from '../../core/dates.js';
import { listMembers } from '../../unified/crm/list-members.js';
import { lists } from '../../unified/crm/lists.js';
import type { ModelOf } from '../../unified/define.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { mapFields } from '../framework/field-mapper.js';
import { cursorPaging } from '../framework/paging/index.js';
import { foreignCursor, hasExactKeys, isNonNegativeInteger } from '../framework/paging/strategy.js';
import { forRecord } from './api.js';
import { segment } from '../framework/rest/path.js';

type List = ModelOf<typeof lists>;
type ListMember = ModelOf<typeof listMembers>;

interface HubspotList {
  listId: string;
  name: string;
  objectTypeId: string;
  processingType: string;
  createdById?: string;
  updatedById?: string;
  createdAt?: string;
  updatedAt?: string;
  additionalProperties?: Record<string, string>;
}

const OBJECT_KINDS: Readonly<Record<string, string>> = { '0-1': 'contacts', '0-2': 'companies', '0-3': 'opportunities', '0-136': 'leads' };
const LIST_ID = /^\d{1,20}$/;
const SEARCH_COUNT_MAX = 500;

const kindOf = (objectTypeId: string) => OBJECT_KINDS[objectTypeId] ?? objectTypeId;

export const fromHubspotList = mapFields<HubspotList, List>({
  id: (list) => String(list.listId),
  name: (list) => list.name,
  type: (list) => (list.processingType === 'DYNAMIC' ? 'dynamic' : 'static'),
  record_count: (list) => {
    const size = Number(list.additionalProperties?.hs_list_size);
    return Number.isInteger(size) ? size : null;
  },
  object_type: (list) => kindOf(list.objectTypeId),
  is_dynamic: (list) => list.processingType === 'DYNAMIC',
  created_by: (list) => list.createdById ?? null,
  updated_by: (list) => list.updatedById ?? null,
  updated_at: (list) => toIsoDateTime(list.updatedAt),
  created_at: (list) => toIsoDateTime(list.createdAt),
});

async function readList(ctx: ConnectorContext, id: string): Promise<HubspotList> {
  const { body } = await forRecord('list', id, () => ctx.http.request<{ list: HubspotList }>({ method: 'GET', path: `/crm/v3/lists/${segment(id)}` }), LIST_ID);
  return body.list;
}

export const hubspotLists = implement(lists, {
  downstream: { id: 'lists', name: 'Lists (segments)' },
  mapper: fromHubspotList,
  list: {
    paging: true,
    async run(ctx, params) {
      let offset = 0;
      if (params.state !== undefined) {
        if (!hasExactKeys(params.state, ['offset']) || !isNonNegativeInteger(params.state.offset)) throw foreignCursor('list search offset');
        offset = params.state.offset;
      }
      const count = Math.min(params.limit, SEARCH_COUNT_MAX);
      const { body } = await ctx.http.request<{ lists?: HubspotList[]; hasMore?: boolean; offset?: number }>({ method: 'POST', path: '/crm/v3/lists/search', json: { offset, count }, idempotent: true });
      const found = body.lists ?? [];
      return { items: found.map((list) => fromHubspotList(list)), next: body.hasMore ? { offset: body.offset ?? offset + found.length } : null };
    },
  },
  async one(ctx, { id }) {
    return fromHubspotList(await readList(ctx, id));
  },
});

const membershipPaging = cursorPaging({ size: 'limit', max: 250, next: { param: 'after', at: 'paging.next.after' } });

export const fromHubspotMember = mapFields<{ recordId: string; objectType: string }, ListMember>({
  id: (member) => String(member.recordId),
  object_type: (member) => member.objectType,
});

export const hubspotListMembers = implement(listMembers, {
  downstream: { id: 'list_memberships', name: 'List memberships' },
  mapper: fromHubspotMember,
  list: {
    paging: true,
    async run(ctx, params) {
      const listId = params.parents.id ?? '';
      // The list first: its kind of records, and a 404 for a list that does not exist.
      const list = await readList(ctx, listId);
      const path = `/crm/v3/lists/${segment(listId)}/memberships`;
      const call = { list: ctx.http.urlOf(path), limit: params.limit, state: membershipPaging.read(params.state, ctx.http.urlOf(path)) };
      const page = membershipPaging.request(call);
      const { body, headers } = await ctx.http.request<{ results?: { recordId: string }[] }>({ method: 'GET', path, query: 'query' in page ? page.query : {} });
      const results = body.results ?? [];
      return {
        items: results.map((member) => fromHubspotMember({ recordId: member.recordId, objectType: kindOf(list.objectTypeId) })),
        next: membershipPaging.neighbours(call, { body, headers, count: results.length }).next,
      };
    },
  },
});
