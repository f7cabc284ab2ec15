/**
 * Owners ("CRM API | Owners"): the account's users who can own records.
 * GET /crm/v3/owners (limit ≤ 500, 100 by default; after; email; archived)
 * and GET /crm/v3/owners/{ownerId} (idProperty=userId names one by its
 * user id). Read only: owners are the account's users, managed in HubSpot's
 * settings.
 */
import { defineResource, tokenPaging } from '../framework/kit/index.js';
import type { HubspotAccount } from './accounts.js';

export const owners = defineResource<HubspotAccount>({
  name: 'owners',
  routes: { list: 'GET /crm/v3/owners', get: 'GET /crm/v3/owners/:ownerId' },
  idParam: 'ownerId',
  lookup(named, ctx) {
    if (ctx.request.query.get('idProperty') !== 'userId') return undefined;
    return ctx.tenant.table('owners').all().find((owner) => String(owner.userId) === named)?.id ?? `missing:${named}`;
  },
  paging: tokenPaging({ tokenParam: 'after', sizeParam: 'limit', defaultSize: 100, maxSize: 500, overMax: 'reject', invalidToken: 'after is not a valid paging cursor' }),
  newId: (ctx) => ctx.faker.string.numeric({ length: 9, allowLeadingZeros: false }),
  fields: {
    id: { kind: 'string', readOnly: true },
    email: { kind: 'string', readOnly: true },
    type: { kind: 'string', readOnly: true },
    firstName: { kind: 'string', readOnly: true },
    lastName: { kind: 'string', readOnly: true },
    userId: { kind: 'integer', readOnly: true },
    userIdIncludingInactive: { kind: 'integer', readOnly: true },
    createdAt: { kind: 'time', readOnly: true },
    updatedAt: { kind: 'time', readOnly: true },
    archived: { kind: 'boolean', readOnly: true },
    teams: { kind: 'array', readOnly: true },
  },
  filters: {
    email: (record, value) => String(record.email).toLowerCase() === value.toLowerCase(),
    archived: (record, value) => (record.archived === true) === (value === 'true'),
  },
  hooks: {
    // Without archived=true only active owners are listed.
    select: (records, ctx) => (ctx.request.query.has('archived') ? records : records.filter((record) => record.archived !== true)),
  },
});
