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
import { where, xeroRecords, xeroWholeDialect } from './dialect.js';
import { fieldsIn, UNIT_DP } from './documents.js';
import { detailsOf, invoiceItemFields } from './invoice-item-fields.js';
import { currencyOf } from './organisation.js';
import { anyOf, equalsGuid } from './where.js';

const ITEMS = xeroRecords('Items', 'ItemID');
const SIDES: Readonly<Record<string, string>> = { sale: 'IsSold==true AND IsPurchased==false', purchase: 'IsPurchased==true AND IsSold==false' };

export const xeroInvoiceItems = collection(invoiceItems, {
  ...ITEMS,
  dialect: xeroWholeDialect,
  what: 'item',
  fields: invoiceItemFields,
  context: (_body, { ctx }) => currencyOf(ctx, undefined),
  readQuery: UNIT_DP,
  writeQuery: UNIT_DP,
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
