/**
 * Tenders (https://docs.clover.com/reference/tendergettenders): the ways a
 * merchant takes payment. Clover's own tenders (cash, credit card, debit
 * card…) carry `editable: false` and a `com.clover.tender.*` label key; a
 * merchant or app adds its own (a gift card, an external payment) with
 * `editable: true`. List (offset/limit, filters), create, get, update (POST),
 * delete; a tender Clover made cannot be deleted.
 */
import { defineResource, fail } from '../framework/kit/index.js';
import type { CloverAccount } from './accounts.js';
import { filterableList } from './filter.js';
import { cloverId, hrefOf, idField, readOnly } from './records.js';

export const tenders = defineResource<CloverAccount>({
  name: 'tenders',
  routes: {
    list: 'GET /v3/merchants/:mId/tenders',
    create: 'POST /v3/merchants/:mId/tenders',
    get: 'GET /v3/merchants/:mId/tenders/:tenderId',
    update: 'POST /v3/merchants/:mId/tenders/:tenderId',
    delete: 'DELETE /v3/merchants/:mId/tenders/:tenderId',
  },
  idParam: 'tenderId',
  newId: cloverId,
  fields: {
    id: idField,
    editable: readOnly('boolean', { default: true }),
    labelKey: { kind: 'string', maxLength: 127 },
    label: { kind: 'string', required: true, maxLength: 127 },
    opensCashDrawer: { kind: 'boolean', default: false },
    supportsTipping: { kind: 'boolean', default: false },
    enabled: { kind: 'boolean', default: true },
    visible: { kind: 'boolean', default: true },
    instructions: { kind: 'string' },
  },
  hooks: {
    select: filterableList(/^\/v3\/merchants\/[^/]+\/tenders$/, {
      id: (record) => record.id,
      label: (record) => record.label,
      labelKey: (record) => record.labelKey,
      enabled: (record) => record.enabled,
    }),
    beforeCreate(record) {
      record.editable = true;
    },
    beforeDelete(record) {
      if (record.editable === false) throw fail.validation(`Tender ${record.id} is a system tender and cannot be deleted`, { field: 'id' });
    },
    present: (wire, record, ctx) => ({ href: hrefOf(ctx, `tenders/${record.id}`), ...wire }),
  },
});
