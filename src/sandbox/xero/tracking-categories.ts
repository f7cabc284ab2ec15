/**
 * Tracking categories (GET, PUT /TrackingCategories; GET, POST, DELETE
 * /TrackingCategories/{TrackingCategoryID}) and their options (PUT
 * …/Options, POST and DELETE …/Options/{TrackingOptionID}): the two
 * dimensions (regions, departments …) an organisation may tag lines with.
 * At most two categories are active; archived ones are listed only with
 * `includeArchived=true`; a deleted option answers with its status DELETED.
 */
import type { FastifyInstance } from 'fastify';
import { defineResource, fail, unwrapList, type KitContext, type PlatformKit, type StoredRecord } from '../framework/kit/index.js';
import type { XeroOrganisation } from './accounts.js';
import { xeroDialect, API_BASE, xeroEnvelope } from './dialect.js';
import { guid, normalId } from './fields.js';
import { byId } from './lookups.js';
import { wholeList } from './paging.js';
import { xeroQuery } from './query.js';

type Ctx = KitContext<XeroOrganisation>;
type Option = Record<string, unknown>;

const MAX_ACTIVE = 2;

function checkName(ctx: Ctx, record: StoredRecord, name: unknown): void {
  if (typeof name !== 'string' || name.trim() === '') throw fail.validation('Tracking category Name must be specified');
  const clash = ctx.tenant.table('trackingCategories').all().some((other) => other.id !== record.id && String(other.Name).toLowerCase() === name.trim().toLowerCase());
  if (clash) throw fail.validation(`A tracking category named ${name} already exists`, { element: { Name: name } });
}

function activeCount(ctx: Ctx, except: string): number {
  return ctx.tenant.table('trackingCategories').all().filter((category) => category.id !== except && category.Status === 'ACTIVE').length;
}

export const trackingCategories = defineResource<XeroOrganisation>({
  name: 'trackingCategories',
  labels: { list: 'TrackingCategories' },
  routes: {
    list: `GET ${API_BASE}/TrackingCategories`,
    create: `PUT ${API_BASE}/TrackingCategories`,
    get: `GET ${API_BASE}/TrackingCategories/:TrackingCategoryID`,
    update: `POST ${API_BASE}/TrackingCategories/:TrackingCategoryID`,
    delete: `DELETE ${API_BASE}/TrackingCategories/:TrackingCategoryID`,
  },
  idParam: 'TrackingCategoryID',
  lookup: (named) => normalId(named),
  newId: (ctx) => ctx.faker.string.uuid(),
  paging: wholeList,
  fields: {
    id: guid('TrackingCategoryID'),
    Name: { kind: 'string', required: true, maxLength: 100 },
    Status: { kind: 'string', enum: ['ACTIVE', 'ARCHIVED'], default: 'ACTIVE' },
    Options: { kind: 'array', readOnly: true },
  },
  hooks: {
    beforeCreate(record, ctx) {
      checkName(ctx, record, record.Name);
      if (record.Status === 'ACTIVE' && activeCount(ctx, record.id) >= MAX_ACTIVE) throw fail.validation('You can only have 2 active tracking categories');
      record.Options = [];
    },
    beforeUpdate(record, changes, ctx) {
      if (changes.Name !== undefined) checkName(ctx, record, changes.Name);
      if (changes.Status === 'ACTIVE' && record.Status !== 'ACTIVE' && activeCount(ctx, record.id) >= MAX_ACTIVE) throw fail.validation('You can only have 2 active tracking categories');
    },
    beforeDelete(record) {
      record.Status = 'DELETED';
    },
    present: (wire, record) => ({ ...wire, Options: ((record.Options ?? []) as Option[]).filter((option) => option.Status !== 'DELETED') }),
    select(records, ctx) {
      const archived = ctx.request.query.get('includeArchived') === 'true';
      return query(archived ? records : records.filter((record) => record.Status === 'ACTIVE'), ctx);
    },
  },
});

const query = xeroQuery({ typeName: 'TrackingCategory', resource: () => trackingCategories, dialect: () => xeroDialect });

function categoryOf(ctx: Ctx): StoredRecord {
  const category = byId(ctx.tenant, 'trackingCategories', ctx.request.params.TrackingCategoryID);
  if (!category) throw fail.notFound('No such tracking category');
  return category;
}

function optionName(ctx: Ctx, category: StoredRecord, except?: string): string {
  const name = (unwrapList(ctx.request.body, 'Options') as Option | undefined)?.Name;
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) throw fail.validation('Tracking option Name must be 1 to 100 characters');
  const clash = ((category.Options ?? []) as Option[]).some((option) => option.TrackingOptionID !== except && option.Status !== 'DELETED' && String(option.Name).toLowerCase() === name.toLowerCase());
  if (clash) throw fail.validation(`The tracking option ${name} already exists`);
  return name;
}

function optionOf(ctx: Ctx, category: StoredRecord): Option {
  const id = normalId(ctx.request.params.TrackingOptionID ?? '');
  const option = ((category.Options ?? []) as Option[]).find((candidate) => candidate.TrackingOptionID === id && candidate.Status !== 'DELETED');
  if (!option) throw fail.notFound('No such tracking option');
  return option;
}

export function registerTrackingOptions(app: FastifyInstance, kit: PlatformKit<XeroOrganisation>): void {
  const base = `${API_BASE}/TrackingCategories/:TrackingCategoryID/Options`;
  app.put(base, kit.handler((ctx) => {
    const category = categoryOf(ctx);
    const option = { TrackingOptionID: ctx.faker.string.uuid(), Name: optionName(ctx, category), Status: 'ACTIVE', TrackingCategoryID: category.id };
    category.Options = [...((category.Options ?? []) as Option[]), option];
    return { status: 200, body: xeroEnvelope('Options', [option]) };
  }));
  app.post(`${base}/:TrackingOptionID`, kit.handler((ctx) => {
    const category = categoryOf(ctx);
    const option = optionOf(ctx, category);
    option.Name = optionName(ctx, category, String(option.TrackingOptionID));
    return { status: 200, body: xeroEnvelope('Options', [option]) };
  }));
  app.delete(`${base}/:TrackingOptionID`, kit.handler((ctx) => {
    const option = optionOf(ctx, categoryOf(ctx));
    option.Status = 'DELETED';
    return { status: 200, body: xeroEnvelope('Options', [option]) };
  }));
}
