/**
 * Tracking categories ← Xero's tracking categories and their options
 * (/TrackingCategories, …/{TrackingCategoryID}/Options/{TrackingOptionID}),
 * flattened as the unified model has them: each category, then each of its
 * options with the category as parent. Lines name an option and its
 * category (line-items.ts) the same way.
 *
 * A create with parent_id adds an option to that category; without, a
 * category (Xero allows two active ones). Xero answers the list whole.
 */
import type { Static } from 'typebox';
import { ApiError } from '../../core/errors/api-error.js';
import { TrackingCategory as TrackingCategoryModel, trackingCategories } from '../../unified/accounting/tracking-categories.js';
import { implement, type ConnectorContext } from '../framework/define.js';
import { fieldTable, pageInMemory } from '../kit/index.js';
import { entityNotFound } from '../framework/not-found.js';
import { firstOf, xero } from './api.js';
import { GUID } from './guid.js';

type TrackingCategory = Static<typeof TrackingCategoryModel>;

interface XeroOption { TrackingOptionID: string; Name?: string; Status?: string }
interface XeroCategory { TrackingCategoryID: string; Name?: string; Status?: string; Options?: XeroOption[] }
/** A category or one of its options, flattened. */
interface Entry { id: string; name?: string | undefined; status?: string | undefined; parent?: XeroCategory }

export const trackingFields = fieldTable<TrackingCategory, Entry>({
  id: { at: 'id', write: false },
  name: { read: (entry) => entry.name ?? entry.id, write: false },
  parent_id: { read: (entry) => entry.parent?.TrackingCategoryID, write: false },
  parent_name: { read: (entry) => entry.parent?.Name, write: false },
  status: { read: (entry) => (entry.status === 'ARCHIVED' ? 'inactive' : 'active'), write: false },
});

async function entries(ctx: ConnectorContext): Promise<Entry[]> {
  const categories = (await xero<{ TrackingCategories?: XeroCategory[] }>(ctx, { method: 'GET', path: 'TrackingCategories', query: { includeArchived: true } })).TrackingCategories ?? [];
  return categories.filter((category) => category.Status !== 'DELETED').flatMap((category) => [
    { id: category.TrackingCategoryID, name: category.Name, status: category.Status },
    ...(category.Options ?? []).filter((option) => option.Status !== 'DELETED').map((option) => ({ id: option.TrackingOptionID, name: option.Name, status: option.Status, parent: category })),
  ]);
}

async function find(ctx: ConnectorContext, id: string): Promise<Entry> {
  const entry = GUID.test(id) ? (await entries(ctx)).find((candidate) => candidate.id.toLowerCase() === id.toLowerCase()) : undefined;
  if (!entry) throw entityNotFound('No Xero tracking category or option has this id', { id: id.slice(0, 64) });
  return entry;
}

function nameOf(record: Partial<TrackingCategory>): string {
  if (!record.name) throw new ApiError('RequestValidationError', { message: 'Xero needs a name', detail: { name: 'required' } });
  return record.name;
}

export const xeroTrackingCategories = implement(trackingCategories, {
  downstream: { id: 'TrackingCategories', name: 'TrackingCategories and their Options' },
  mapper: trackingFields,
  // Xero answers the categories whole, with their options: flattened and paged here.
  list: { paging: true, run: (ctx, params) => pageInMemory(params, async () => ({ items: (await entries(ctx)).map((entry) => trackingFields(entry)), next: null })) },
  one: async (ctx, { id }) => trackingFields(await find(ctx, id)),
  async add(ctx, { record }) {
    if (record.parent_id) {
      const parent = await find(ctx, record.parent_id);
      if (parent.parent) throw new ApiError('RequestValidationError', { message: 'Xero\'s options belong to a category, not to another option', detail: { parent_id: 'a tracking category' } });
      const body = await xero(ctx, { method: 'PUT', path: `TrackingCategories/${parent.id}/Options`, json: { Name: nameOf(record) } });
      return { id: firstOf<XeroOption>(body, 'Options').TrackingOptionID };
    }
    const body = await xero(ctx, { method: 'PUT', path: 'TrackingCategories', json: { Name: nameOf(record) } });
    return { id: firstOf<XeroCategory>(body, 'TrackingCategories').TrackingCategoryID };
  },
  async update(ctx, { id, record }) {
    const entry = await find(ctx, id);
    if (entry.parent) {
      await xero(ctx, { method: 'POST', path: `TrackingCategories/${entry.parent.TrackingCategoryID}/Options/${entry.id}`, json: { Name: record.name ?? entry.name } });
    } else {
      const status = record.status === undefined || record.status === null ? undefined : record.status === 'active' ? 'ACTIVE' : 'ARCHIVED';
      await xero(ctx, { method: 'POST', path: `TrackingCategories/${entry.id}`, json: { ...(record.name ? { Name: record.name } : {}), ...(status ? { Status: status } : {}) } });
    }
    return { id: entry.id };
  },
  async delete(ctx, { id }) {
    const entry = await find(ctx, id);
    const path = entry.parent ? `TrackingCategories/${entry.parent.TrackingCategoryID}/Options/${entry.id}` : `TrackingCategories/${entry.id}`;
    await xero(ctx, { method: 'DELETE', path });
    return { id: entry.id };
  },
});
