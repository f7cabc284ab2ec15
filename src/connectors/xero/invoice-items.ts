/**
 * Invoice items on Xero's /Items (GET, PUT, POST; GET, POST, DELETE
 * /Items/{ItemID}; invoice-item-fields.ts maps them). Xero answers the list
 * whole (paged here); prices are in the organisation's base currency, read
 * from the organisation. A new item needs a code; an update names the
 * current one. Filters: updated_since (If-Modified-Since), ids, name,
 * transaction_type (sale: sold and not purchased, purchase: the other way
 * round). Sort: updated_at.
 */
import { ApiError } from '../../core/errors/api-error.js';
import { invoiceItems } from '../../unified/accounting/invoice-items.js';
import { collection } from '../kit/index.js';
import { inList, where, xeroWholeDialect } from './dialect.js';
import { fieldsIn, UNIT_DP } from './documents.js';
import { detailsOf, invoiceItemFields, type XeroItem } from './invoice-item-fields.js';
import { currencyOf } from './organisation.js';
import { anyOf, equalsGuid } from './where.js';

const ITEMS = inList('Items');
const SIDES: Readonly<Record<string, string>> = { sale: 'IsSold==true AND IsPurchased==false', purchase: 'IsPurchased==true AND IsSold==false' };

export const xeroInvoiceItems = collection(invoiceItems, {
  dialect: xeroWholeDialect,
  downstream: { id: 'Items', name: 'Items' },
  what: 'item',
  fields: invoiceItemFields,
  path: '/api.xro/2.0/Items',
  ...ITEMS,
  idAt: 'Items.0.ItemID',
  context: (_body, { ctx }) => currencyOf(ctx, undefined),
  readQuery: UNIT_DP,
  writeQuery: UNIT_DP,
  only: (item: XeroItem) => (item as XeroItem | undefined) !== undefined,
  filters: {
    updated_since: where.modified,
    ids: (ids, filter) => {
      const listed = typeof ids === 'string' ? ids.split(',').map((id) => id.trim()).filter(Boolean) : [];
      return { where: listed.length > 0 ? anyOf(listed.map((id) => equalsGuid('ItemID', id, filter))) : undefined };
    },
    name: where.equals('Name'),
    // One side only: an item both sold and purchased is on neither.
    transaction_type: (side) => ({ where: SIDES[String(side)] }),
  },
  list: { whole: true },
  add: { method: 'PUT' },
  update: { method: 'POST' },
  delete: true,
  hooks: {
    async beforeWrite(ctx, { operation, record, body, current }) {
      const fields = fieldsIn(body);
      if (operation === 'add' && !fields.Code) throw new ApiError('RequestValidationError', { message: 'Xero needs a code for a new item', detail: { code: 'required' } });
      const code = operation === 'update' ? { Code: (await current()).Code } : {};
      return ITEMS.wrap({ ...code, ...fields, ...detailsOf(record, await currencyOf(ctx, record.currency)) });
    },
  },
});
