/**
 * Unified lists on HubSpot lists, now called segments (/crm/v3/lists), and
 * their members. Lists are read through POST /crm/v3/lists/search (offset
 * and count in the body, at most 500; HubSpot has no plain list of lists),
 * one with GET /crm/v3/lists/{listId}; members with GET
 * …/{listId}/memberships (at most 250 a page, `after`), the list read first
 * for its kind of records (and a 404 for a list that does not exist).
 */
import { listMembers } from '../../unified/crm/list-members.js';
import { lists } from '../../unified/crm/lists.js';
import type { ModelOf } from '../../unified/define.js';
import { cursorPaging, offsetPaging, type OffsetState, type PagingStrategy } from '../framework/paging/index.js';
import { segment } from '../framework/rest/path.js';
import { codecs, collection, fieldTable } from '../kit/index.js';
import { forRecord } from './api.js';
import { hubspotDialect } from './dialect.js';

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
const kindOf = (objectTypeId: string) => OBJECT_KINDS[objectTypeId] ?? objectTypeId;

const readOnly = { write: false } as const;
const dynamic = (list: HubspotList) => list.processingType === 'DYNAMIC';

export const listFields = fieldTable<List, HubspotList>({
  id: { at: 'listId', codec: codecs.idText, ...readOnly },
  name: { at: 'name', ...readOnly },
  type: { read: (list) => (dynamic(list) ? 'dynamic' : 'static'), reads: ['processingType'], ...readOnly },
  record_count: {
    read: (list) => {
      const size = Number(list.additionalProperties?.hs_list_size);
      return Number.isInteger(size) ? size : null;
    },
    reads: ['additionalProperties.hs_list_size'],
    ...readOnly,
  },
  object_type: { read: (list) => kindOf(list.objectTypeId), reads: ['objectTypeId'], ...readOnly },
  is_dynamic: { read: dynamic, reads: ['processingType'], ...readOnly },
  created_by: { at: 'createdById', ...readOnly },
  updated_by: { at: 'updatedById', ...readOnly },
  updated_at: { at: 'updatedAt', codec: codecs.isoDateTime, ...readOnly },
  created_at: { at: 'createdAt', codec: codecs.isoDateTime, ...readOnly },
});

/** The search's offset and count, in its body; HubSpot says whether more follow. Lists page forward only. */
const offsets = offsetPaging({ offset: 'offset', size: 'count', max: 500, hasMore: 'hasMore' });
const searchOffsets: PagingStrategy<OffsetState> = { ...offsets, neighbours: (call, answer) => ({ next: offsets.neighbours(call, answer).next }) };

export const hubspotLists = collection(lists, {
  dialect: hubspotDialect,
  downstream: { id: 'lists', name: 'Lists (segments)' },
  what: 'list',
  fields: listFields,
  path: '/crm/v3/lists',
  listAt: 'lists',
  recordAt: 'list',
  list: { paging: searchOffsets, search: { path: '/crm/v3/lists/search', body: (paging) => paging } },
});

export const memberFields = fieldTable<ListMember, { recordId: string }, string>({
  id: { at: 'recordId', codec: codecs.idText, ...readOnly },
  object_type: { read: (_member, kind) => kind, ...readOnly },
});

export const hubspotListMembers = collection(listMembers, {
  dialect: hubspotDialect,
  downstream: { id: 'list_memberships', name: 'List memberships' },
  what: 'list member',
  fields: memberFields,
  path: ({ parents }) => `/crm/v3/lists/${segment(parents.id ?? '')}/memberships`,
  listAt: 'results',
  list: { paging: cursorPaging({ size: 'limit', max: 250, next: { param: 'after', at: 'paging.next.after' } }) },
  one: false,
  context: (_body, { parents }) => parents.object_type ?? '',
  hooks: {
    async parents(ctx, parents) {
      const id = parents.id ?? '';
      const { body } = await forRecord('list', id, () => ctx.http.request<{ list: HubspotList }>({ method: 'GET', path: `/crm/v3/lists/${segment(id)}` }));
      return { ...parents, object_type: kindOf(body.list.objectTypeId) };
    },
  },
});
